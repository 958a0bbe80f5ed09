// The signed-in content lists (spec section 2): their paths per language, their cluster, and where an item
// of a list opens. A country links to the paths of its content language (Brazil Portuguese, the others
// Spanish); every alias is routed in both.
import type { ContentLanguage, ContentSummary, ListClusterId } from '@portal/contracts';

export type ListId = 'novelty' | 'exclusive' | 'contents' | 'products' | 'feed' | 'saved' | 'speakertraining';
/** Paths follow the language of the content the country reads. */
export type PathLanguage = ContentLanguage;

interface ListDefinition {
  cluster: ListClusterId;
  /** Canonical path per language, without the leading slash. */
  path: Record<PathLanguage, string>;
  /** Every path the list answers on (aliases included). */
  aliases: readonly string[];
}

const LISTS: Record<Exclude<ListId, 'speakertraining'>, ListDefinition> = {
  novelty: {
    cluster: 'novelty',
    path: { pt: 'novidades', es: 'novedades' },
    aliases: ['novidades', 'novedades'],
  },
  exclusive: {
    cluster: 'exclusive',
    path: { pt: 'somente-no-UM', es: 'solo-en-docuniverse' },
    aliases: ['somente-no-UM', 'solo-en-docuniverse', 'solo-en-UM'],
  },
  contents: {
    cluster: 'contents',
    path: { pt: 'conteudos', es: 'contenidos' },
    aliases: ['conteudos', 'contenidos'],
  },
  products: { cluster: 'products', path: { pt: 'productos', es: 'productos' }, aliases: ['productos'] },
  feed: { cluster: 'feed', path: { pt: 'feed', es: 'feed' }, aliases: ['feed'] },
  saved: { cluster: 'saved', path: { pt: 'salvos', es: 'guardados' }, aliases: ['salvos', 'guardados'] },
};

export const LIST_IDS: readonly ListId[] = [...(Object.keys(LISTS) as ListId[]), 'speakertraining'];

/** Every path (with leading slash) a list is routed on; the speaker list lives at `/{brand}-speakers`. */
export function listRoutePaths(list: ListId, brand: string): string[] {
  if (list === 'speakertraining') return [`/${brand}-speakers`, '/speaker-training'];
  return LISTS[list].aliases.map((alias) => `/${alias}`);
}

export function listCluster(list: ListId): ListClusterId {
  return list === 'speakertraining' ? 'speakertraining' : LISTS[list].cluster;
}

export function listPath(list: ListId, language: PathLanguage, brand: string): string {
  if (list === 'speakertraining') return `/${brand}-speakers`;
  return `/${LISTS[list].path[language]}`;
}

/** The list whose path starts `pathname` (router matching is case-insensitive, so this is too). */
export function listForPath(pathname: string, brand: string): ListId | null {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  for (const list of LIST_IDS) {
    if (listRoutePaths(list, brand).some((path) => path.slice(1).toLowerCase() === first)) return list;
  }
  return null;
}

/** The list a home subcluster's "see all" opens; null when it has no list screen. */
export function listForCluster(cluster: string): ListId | null {
  switch (cluster) {
    case 'novelty':
    case 'exclusive':
    case 'contents':
    case 'products':
    case 'feed':
    case 'saved':
    case 'speakertraining':
      return cluster;
    default:
      return null;
  }
}

/**
 * Where an item opens. Items of the products list are products (the product screen); speaker-training
 * items stay under the guarded speaker list; anything else opens under the list it was shown in
 * (contents when shown elsewhere). Content items about a product (mainCluster to_product) are content.
 */
export function itemPath(
  item: Pick<ContentSummary, 'id' | 'mainCluster' | 'isSpeakerTraining'>,
  shownIn: ListId | null,
  language: PathLanguage,
  brand: string,
): string {
  if (shownIn === 'products') {
    return `${listPath('products', language, brand)}/${encodeURIComponent(item.id)}`;
  }
  const list = item.isSpeakerTraining ? 'speakertraining' : (shownIn ?? 'contents');
  return `${listPath(list, language, brand)}/${encodeURIComponent(item.id)}`;
}
