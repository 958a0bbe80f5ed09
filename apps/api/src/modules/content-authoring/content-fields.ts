// The authored fields beyond the first slice (issue 15 point 6): keys for new episodes, lessons and
// seasons, products checked against the item's countries, the defaults older versions read with, and the
// products an editor may pick.
import { randomBytes } from 'node:crypto';
import type {
  ContentDraft,
  ContentFieldName,
  ContentPart,
  ContentProductOptions,
  ContentVersion,
} from '@portal/contracts';
import type { AuthoredPartRecord, ContentVersionFields, Database } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { validationFailed } from '../../errors.ts';
import * as structure from './content-structure-repository.ts';

const newKey = () => randomBytes(5).toString('hex');

function part(draft: ContentDraft['episodes'][number]): AuthoredPartRecord {
  return {
    key: draft.key ?? newKey(),
    title: draft.title,
    synopsis: draft.synopsis,
    mediaUrl: draft.mediaUrl,
    duration: draft.duration,
    thumbnailUrl: draft.thumbnailUrl,
  };
}

/** The version fields of this file from a draft; a part or season without a key gets a new one. */
export function authoredFields(draft: ContentDraft) {
  return {
    mainCluster: draft.mainCluster,
    mediaKind: draft.mediaKind,
    participant: draft.participant || null,
    medicineInsert: draft.medicineInsert,
    additionalInformation: draft.additionalInformation,
    products: draft.products,
    episodes: draft.episodes.map(part),
    lessons: draft.lessons.map(part),
    seasons: draft.seasons.map((season) => ({
      key: season.key ?? newKey(),
      title: season.title,
      episodes: season.episodes.map(part),
    })),
  } satisfies Partial<ContentVersionFields>;
}

/** Every product must exist and be shown in every country of the item (else its link would be dead). */
export async function assertProductsFit(db: Database, draft: ContentDraft): Promise<void> {
  const found = new Map((await structure.productsByIds(db, draft.products)).map((p) => [p.id, p]));
  const errors = draft.products.flatMap((id, i) => {
    const product = found.get(id);
    if (!product) return [{ path: `products.${i}`, message: 'Unknown product' }];
    const missing = draft.countries.filter((c) => !product.countries.includes(c));
    return missing.length > 0
      ? [{ path: `products.${i}`, message: `Product not shown in ${missing.join(', ')}` }]
      : [];
  });
  if (errors.length > 0) throw validationFailed(errors);
}

const withDefaults = (p: AuthoredPartRecord): ContentPart => ({ ...p, synopsis: p.synopsis ?? null });

/** The fields of this file as the console reads them; versions written before them get the defaults. */
export function versionFieldsOf(f: ContentVersionFields): Pick<ContentVersion, ContentFieldName> {
  return {
    mainCluster: f.mainCluster,
    mediaKind: f.mediaKind ?? 'video',
    participant: f.participant ?? null,
    medicineInsert: f.medicineInsert ?? null,
    additionalInformation: f.additionalInformation ?? null,
    products: f.products ?? [],
    episodes: (f.episodes ?? []).map(withDefaults),
    lessons: (f.lessons ?? []).map(withDefaults),
    seasons: (f.seasons ?? []).map((s) => ({ ...s, episodes: s.episodes.map(withDefaults) })),
  };
}

/** Products shown in the member's countries, with theirs, so the editor offers those of the item's. */
export async function contentProductOptions(ctx: StaffContext): Promise<ContentProductOptions> {
  return { products: await structure.productsInCountries(ctx.db, ctx.staff.countries) };
}
