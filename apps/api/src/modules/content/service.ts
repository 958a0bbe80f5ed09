// Content rules: which clusters hold what, who sees which item, saved items, access logging.
//
// Clusters: `top10`, `novelty`, `explore`, `unbranded`, `training`, `exclusive`, `feed` and `outdoor`
// are explicit memberships (content_cluster_items, ordered by position). The others are derived:
// `contents` = every visible item, `moreyou` = items sharing a specialty with the user's preferences
// (or specialty), `speakertraining` = speaker-training items, `saved` = the user's saved items,
// `products` = the products listed in the country.
import {
  CLUSTER_PAGE_SIZE,
  type Cluster,
  type ClusterQuery,
  type ContentCard,
  type ContentHome,
  type ContentItem,
  type ContentSummary,
  HOME_SUBCLUSTERS,
  type HomeCluster,
  type HomeSubcluster,
  type ListClusterId,
  type Product,
} from '@portal/contracts';
import { countryOrDefault, isCourseItem } from '@portal/countries';
import type { Database, UserRow } from '@portal/db';
import { forbidden, notFound } from '../../errors.ts';
import { canAccessSpeakerTraining } from '../../policies.ts';
import { withCaptions } from '../media/captions-service.ts';
import { forgetAllUserValues, userCacheOf } from '../sessions/cache.ts';
import { courseStatesOf } from '../training/service.ts';
import { bufferAccess } from './access-log.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import {
  cachedMany,
  cachedShared,
  cachedSharedHome,
  earliest,
  earliestThumbnailExpiry,
  invalidateHomeCache,
  type SharedHome,
  thumbnailsExpiry,
  toCard,
  toHero,
} from './home-cache.ts';
import { clusterLabel } from './labels.ts';
import { productAsSummary, toItem, toProduct, toSummary } from './presenter.ts';
import type { Page, Visibility, VisibleItemRow } from './repository.ts';
import * as repo from './repository.ts';

export type { Visibility } from './repository.ts';
export { visibleItemCondition } from './repository.ts';

/** Who is looking, where and when. */
export interface Viewer extends Visibility {
  userId: string | null;
  /** Specialties that personalise `moreyou`. */
  interests: string[];
}

export function viewerOf(user: UserRow, now: Date): Viewer {
  const interests = user.preferences.length > 0 ? user.preferences : user.specialty ? [user.specialty] : [];
  return {
    userId: user.id,
    country: user.country,
    now,
    includeSpeaker: canAccessSpeakerTraining(user),
    interests,
  };
}

const EXPLICIT_CLUSTERS = new Set<ListClusterId>([
  'top10',
  'novelty',
  'explore',
  'unbranded',
  'training',
  'exclusive',
  'feed',
  'outdoor',
]);

function groupBy<T>(rows: T[], key: (row: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Which of `ids` the user saved: from the session cache when it is on (no query), else one query. */
export async function savedAmong(db: Database, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const all = userCacheOf(db)?.ofUserValue(
    userId,
    'saved',
    async () => new Set(await repo.allSavedIds(db, userId)),
  );
  if (!all) return repo.savedIdsAmong(db, userId, ids);
  const saved = await all;
  return new Set(ids.filter((id) => saved.has(id)));
}

/** Summaries of item rows, with thumbnails, product ids and the viewer's saved flag, in row order. */
export async function summarize(
  db: Database,
  rows: VisibleItemRow[],
  userId: string | null,
): Promise<ContentSummary[]> {
  const ids = rows.map((row) => row.id);
  const [thumbs, links, saved] = await Promise.all([
    repo.thumbnailsOfItems(db, ids),
    repo.productLinksOfItems(db, ids),
    userId ? savedAmong(db, userId, ids) : Promise.resolve(new Set<string>()),
  ]);
  const thumbsById = groupBy(thumbs, (t) => t.contentId);
  const productsById = groupBy(links, (l) => l.contentId);
  const summaries = rows.map((row) =>
    toSummary(row, {
      thumbnails: thumbsById.get(row.id),
      productIds: productsById.get(row.id)?.map((l) => l.productId),
      isSaved: saved.has(row.id),
    }),
  );
  return withCourseStates(db, userId, summaries);
}

type CourseFields = Pick<ContentSummary, 'id' | 'mainCluster' | 'isSpeakerTraining' | 'course'> & {
  trainingAcceptedTerms?: boolean;
};

/**
 * The viewer's own state on the courses among `items` (progress, terms accepted), one query for the
 * whole list. Shared (cached) values never carry it: it is laid over per request.
 */
async function withCourseStates<T extends CourseFields>(
  db: Database,
  userId: string | null,
  items: T[],
): Promise<T[]> {
  const ids = items.filter(isCourseItem).map((item) => item.id);
  if (!userId || ids.length === 0) return items;
  const states = await courseStatesOf(db, userId, ids);
  return items.map((item) => {
    const state = states.get(item.id);
    if (!state) return item;
    const next = { ...item, course: state.progress };
    if ('trainingAcceptedTerms' in item) next.trainingAcceptedTerms = state.termsAccepted;
    return next;
  });
}

/**
 * Summaries of the given ids that the viewer may see, in the given order (for search and other
 * modules that find ids themselves). The shared part of each summary is cached per country and audience
 * until its publication ends or a thumbnail expires (or the catalogue changes); the saved flags are the
 * viewer's own.
 */
export async function loadSummaries(db: Database, ids: string[], viewer: Viewer): Promise<ContentSummary[]> {
  const keyOf = (id: string) => ['summary', viewer.country, viewer.includeSpeaker ? 's' : '-', id].join('|');
  const keys = new Map(ids.map((id) => [keyOf(id), id]));
  const cached = await cachedMany<ContentSummary>(db, [...keys.keys()], viewer.now, async (missing) => {
    const rows = await repo.findVisibleItems(
      db,
      missing.flatMap((key) => keys.get(key) ?? []),
      viewer,
    );
    const summaries = await summarize(db, rows, null);
    return new Map(
      summaries.map((summary, i) => [
        keyOf(summary.id),
        {
          value: summary,
          validUntil: earliest(rows[i]?.publicationExpiresAt, earliestThumbnailExpiry(summary.thumbnail)),
        },
      ]),
    );
  });
  const shared = ids.flatMap((id) => cached.get(keyOf(id)) ?? []);
  return viewer.userId ? withSavedFlags(db, viewer.userId, shared) : shared;
}

async function clusterRows(
  db: Database,
  id: ListClusterId,
  viewer: Viewer,
  page: Page,
): Promise<VisibleItemRow[] | ContentSummary[]> {
  if (EXPLICIT_CLUSTERS.has(id)) return repo.listClusterMembers(db, id, viewer, page);
  switch (id) {
    case 'contents':
      return repo.listVisibleItems(db, viewer, {}, page);
    case 'moreyou':
      return repo.listVisibleItems(
        db,
        viewer,
        viewer.interests.length > 0 ? { specialties: viewer.interests } : {},
        page,
      );
    case 'speakertraining':
      return repo.listVisibleItems(db, viewer, { speakerOnly: true }, page);
    case 'saved':
      return viewer.userId ? repo.listSavedItems(db, viewer.userId, viewer, page) : [];
    case 'products': {
      const rows = await repo.listProducts(db, viewer.country, viewer.now, page);
      const thumbs = await repo.thumbnailsOfProducts(
        db,
        rows.map((r) => r.id),
      );
      const byProduct = groupBy(thumbs, (t) => t.productId);
      return rows.map((row) => productAsSummary(row, byProduct.get(row.id)));
    }
    default:
      return [];
  }
}

function isSummaryList(rows: VisibleItemRow[] | ContentSummary[]): rows is ContentSummary[] {
  const first = rows[0];
  return first !== undefined && 'thumbnail' in first;
}

/** One page of a cluster; one row beyond the page tells whether there is a next page. */
async function buildCluster(
  db: Database,
  id: ListClusterId,
  viewer: Viewer,
  options: { next?: string | undefined; count?: number | undefined },
): Promise<Cluster> {
  if (id === 'speakertraining' && !viewer.includeSpeaker) {
    throw forbidden('Speaker training is restricted to invited speakers');
  }
  const offset = decodeCursor(options.next);
  const limit = options.count ?? CLUSTER_PAGE_SIZE;
  const rows = await clusterRows(db, id, viewer, { offset, limit: limit + 1 });
  const hasMore = rows.length > limit;
  const pageRows = rows.slice(0, limit) as VisibleItemRow[] | ContentSummary[];
  const items = isSummaryList(pageRows)
    ? pageRows
    : await summarize(db, pageRows as VisibleItemRow[], viewer.userId);
  return {
    id,
    label: clusterLabel(id, countryOrDefault(viewer.country)),
    items,
    next: hasMore ? encodeCursor(offset + limit) : null,
  };
}

/**
 * The viewer's own state over shared summaries: saved flags (one query; products are never saved) and
 * course progress (one query).
 */
async function withSavedFlags<T extends ContentSummary>(
  db: Database,
  userId: string | null,
  items: T[],
): Promise<T[]> {
  const ids = items.filter((item) => item.mainCluster !== 'to_product').map((item) => item.id);
  const saved = userId ? await savedAmong(db, userId, ids) : new Set<string>();
  const flagged = items.map((item) =>
    saved.has(item.id) === item.isSaved ? item : { ...item, isSaved: saved.has(item.id) },
  );
  return withCourseStates(db, userId, flagged);
}

/**
 * One page of a cluster. Every cluster but `saved` is the same for all viewers of a country and audience
 * (and, for `moreyou`, specialties): that part is cached; the viewer's saved flags take one query.
 */
export async function getCluster(
  db: Database,
  id: ListClusterId,
  viewer: Viewer,
  options: { next?: string | undefined; count?: number | undefined },
): Promise<Cluster> {
  if (id === 'saved' || viewer.userId === null) return buildCluster(db, id, viewer, options);
  if (id === 'speakertraining' && !viewer.includeSpeaker) {
    throw forbidden('Speaker training is restricted to invited speakers');
  }
  const key = [
    'cluster',
    id,
    viewer.country,
    viewer.includeSpeaker ? 's' : '-',
    options.next ?? '',
    options.count ?? CLUSTER_PAGE_SIZE,
    id === 'moreyou' ? [...viewer.interests].sort().join(',') : '',
  ].join('|');
  const shared = await cachedShared(db, key, viewer.now, async () => {
    const value = await buildCluster(db, id, { ...viewer, userId: null }, options);
    const boundary = await repo.nextPublicationBoundary(db, viewer.country, viewer.now);
    return {
      value,
      validUntil: earliest(boundary, earliestThumbnailExpiry(value.items.flatMap((item) => item.thumbnail))),
    };
  });
  return { ...shared, items: await withSavedFlags(db, viewer.userId, shared.items) };
}

function requestedSubclusters(value: string | undefined): HomeSubcluster[] {
  if (!value) return [...HOME_SUBCLUSTERS];
  const asked = new Set(value.split(',').map((s) => s.trim()));
  return HOME_SUBCLUSTERS.filter((id) => asked.has(id));
}

/** The shared part of the home (no saved flags): outdoor items and every subcluster the audience may see. */
async function buildSharedHome(db: Database, viewer: Viewer, count: number): Promise<SharedHome> {
  const shared: Viewer = { ...viewer, userId: null };
  const ids = HOME_SUBCLUSTERS.filter((id) => id !== 'speakertraining' || viewer.includeSpeaker);
  const outdoor = await getCluster(db, 'outdoor', shared, { count });
  const clusters: HomeCluster[] = [];
  // Sequential: PGlite has a single connection, and the pool stays free for other requests.
  for (const id of ids) {
    const cluster = await getCluster(db, id, shared, { count });
    const type = id === 'top10' ? 'top10' : 'cluster';
    clusters.push({ ...cluster, items: cluster.items.map((item) => toCard(item, type, viewer.now)) });
  }
  return { outdoors: outdoor.items.map((item) => toHero(item, viewer.now)), clusters };
}

/**
 * The signed-in home: outdoor (hero) items and the requested subclusters, first page each, as cards.
 * The shared part comes from the home cache; the viewer's saved flags take one query.
 */
export async function getHome(db: Database, viewer: Viewer, query: ClusterQuery): Promise<ContentHome> {
  const asked = new Set<string>(
    requestedSubclusters(query.subclusters).filter((id) => id !== 'speakertraining' || viewer.includeSpeaker),
  );
  const count = query.count ?? CLUSTER_PAGE_SIZE;
  const shared = await cachedSharedHome(
    db,
    { country: viewer.country, includeSpeaker: viewer.includeSpeaker, count, interests: viewer.interests },
    viewer.now,
    async () => {
      const home = await buildSharedHome(db, viewer, count);
      const publication = await repo.nextPublicationBoundary(db, viewer.country, viewer.now);
      const thumbnail = thumbnailsExpiry(home);
      const bounds = [publication, thumbnail].flatMap((d) => (d ? [d.getTime()] : []));
      return { home, nextBoundary: bounds.length > 0 ? new Date(Math.min(...bounds)) : null };
    },
  );
  const clusters = shared.clusters.filter((cluster) => asked.has(cluster.id));
  const cardIds = new Set<string>(shared.outdoors.map((item) => item.id));
  for (const cluster of clusters) {
    // Products are not content items: they cannot be saved.
    if (cluster.id !== 'products') for (const item of cluster.items) cardIds.add(item.id);
  }
  const saved = viewer.userId ? await savedAmong(db, viewer.userId, [...cardIds]) : new Set<string>();
  const flag = <T extends ContentCard>(item: T): T =>
    saved.has(item.id) === item.isSaved ? item : { ...item, isSaved: !item.isSaved };
  // Course progress of every course card on the home: one query, merged into the cards below.
  const courseIds = [...shared.outdoors, ...clusters.flatMap((cluster) => cluster.items)].filter(
    (item) => cardIds.has(item.id) && isCourseItem(item),
  );
  const states = viewer.userId
    ? await courseStatesOf(
        db,
        viewer.userId,
        courseIds.map((item) => item.id),
      )
    : new Map();
  const personal = <T extends ContentCard>(item: T): T => {
    const flagged = flag(item);
    const state = states.get(item.id);
    return state ? { ...flagged, course: state.progress } : flagged;
  };
  const outdoors = shared.outdoors.map(personal);
  return {
    id: 'home',
    outdoor: outdoors[0] ?? null,
    outdoors,
    clusters: clusters.map((cluster) =>
      cluster.id === 'products' ? cluster : { ...cluster, items: cluster.items.map(personal) },
    ),
  };
}

/**
 * The item as the viewer may see it: 404 unknown / unpublished in the country / expired, 403 a
 * speaker-training item for a viewer without the flag.
 */
export async function getVisibleItem(db: Database, id: string, viewer: Viewer): Promise<ContentItem> {
  // The item as everyone in the country sees it is cached until its publication ends (or a thumbnail
  // expires); the speaker rule and the saved flag are the viewer's own.
  const item = await cachedShared(db, ['item', id, viewer.country].join('|'), viewer.now, async () => {
    const built = await buildVisibleItem(db, id, viewer);
    const thumbs = [
      ...built.item.thumbnail,
      ...built.item.episodes.flatMap((e) => e.thumbnail),
      ...built.item.lessons.flatMap((e) => e.thumbnail),
      ...(built.item.seasons ?? []).flatMap((season) => season.episodes.flatMap((e) => e.thumbnail)),
    ];
    return { value: built.item, validUntil: earliest(built.expiresAt, earliestThumbnailExpiry(thumbs)) };
  });
  if (item.isSpeakerTraining && !viewer.includeSpeaker) {
    throw forbidden('Speaker training is restricted to invited speakers');
  }
  const [flagged] = await withSavedFlags(db, viewer.userId, [item]);
  return flagged ?? item;
}

async function buildVisibleItem(
  db: Database,
  id: string,
  viewer: Viewer,
): Promise<{ item: ContentItem; expiresAt: Date | null }> {
  const row = await repo.findItem(db, id);
  const publication = row ? await repo.findLivePublication(db, id, viewer.country, viewer.now) : undefined;
  if (!row || !publication) throw notFound('Content not found');
  const visibleRow: VisibleItemRow = { ...row, approvalCode: publication.approvalCode };
  const [[summary], parts, seasons] = await Promise.all([
    summarize(db, [visibleRow], null),
    repo.partsOfItem(db, id),
    repo.seasonsOfItem(db, id),
  ]);
  if (!summary) throw notFound('Content not found');
  const partThumbs = await repo.thumbnailsOfParts(
    db,
    parts.map((p) => p.id),
  );
  const partThumbnails = new Map<string, typeof partThumbs>();
  for (const thumb of partThumbs) {
    if (!thumb.partId) continue;
    partThumbnails.set(thumb.partId, [...(partThumbnails.get(thumb.partId) ?? []), thumb]);
  }
  // Captions and transcripts of every video and audio, cached with the item (their writes notify).
  const item = await withCaptions(db, toItem(summary, row, { parts, seasons, partThumbnails }));
  return { item, expiresAt: publication.expiresAt };
}

/** GET /api/contents/:id: the item, its access logged unless the caller said logContentAccess=false. */
export async function readContent(
  db: Database,
  id: string,
  viewer: Viewer,
  logAccess: boolean,
): Promise<ContentItem> {
  const item = await getVisibleItem(db, id, viewer);
  if (logAccess) {
    bufferAccess(db, {
      contentId: id,
      country: viewer.country,
      via: 'signed_in',
      userId: viewer.userId,
      at: viewer.now,
    });
  }
  return item;
}

/** Records a read by a public visitor (or any caller other than GET /api/contents/:id), batched. */
export async function recordAccess(db: Database, entry: repo.AccessLogEntry): Promise<void> {
  bufferAccess(db, entry);
}

export { flushAccessLog } from './access-log.ts';

export async function setSaved(db: Database, id: string, viewer: Viewer, saved: boolean) {
  if (!viewer.userId) throw forbidden();
  if (saved) {
    // Only what the viewer may read can be saved.
    await getVisibleItem(db, id, viewer);
    await repo.saveItem(db, viewer.userId, id, viewer.now);
  } else {
    if (!(await repo.findItem(db, id))) throw notFound('Content not found');
    await repo.unsaveItem(db, viewer.userId, id);
  }
  return { isSaved: saved };
}

const PRODUCT_CONTENTS_LIMIT = 50;

export async function getProduct(db: Database, id: string, viewer: Viewer): Promise<Product> {
  const key = ['product', id, viewer.country, viewer.includeSpeaker ? 's' : '-'].join('|');
  const product = await cachedShared(db, key, viewer.now, async () => {
    const row = await repo.findProduct(db, id, viewer.country, viewer.now);
    if (!row) throw notFound('Product not found');
    const [thumbs, itemRows] = await Promise.all([
      repo.thumbnailsOfProducts(db, [id]),
      repo.itemsOfProduct(db, id, viewer, PRODUCT_CONTENTS_LIMIT),
    ]);
    const value = toProduct(row, thumbs, await summarize(db, itemRows, null));
    const boundary = await repo.nextPublicationBoundary(db, viewer.country, viewer.now);
    const images = [...value.thumbnail, ...value.contents.flatMap((item) => item.thumbnail)];
    return { value, validUntil: earliest(boundary, earliestThumbnailExpiry(images)) };
  });
  return { ...product, contents: await withSavedFlags(db, viewer.userId, product.contents) };
}

/**
 * A value the same for every viewer of a country and audience (a search page), cached like the cluster
 * pages: until the country's next publication start or expiry, HOME_CACHE_TTL_MS at most, or a catalogue
 * change, in a space of its own (many distinct searches never push the homes out).
 */
export function cachedForAudience<T>(
  db: Database,
  viewer: Visibility,
  key: string,
  build: () => Promise<T>,
): Promise<T> {
  const audience = [viewer.country, viewer.includeSpeaker ? 's' : '-'].join('|');
  return cachedShared(
    db,
    `${audience}|${key}`,
    viewer.now,
    async () => {
      const [value, boundary] = [await build(), await publicationBoundary(db, viewer)];
      return { value, validUntil: boundary };
    },
    'search',
  );
}

/** The country's next publication start or expiry, itself cached until then (one query per change). */
function publicationBoundary(db: Database, viewer: Visibility): Promise<Date | null> {
  return cachedShared(db, ['boundary', viewer.country].join('|'), viewer.now, async () => {
    const boundary = await repo.nextPublicationBoundary(db, viewer.country, viewer.now);
    return { value: boundary, validUntil: boundary };
  });
}

/**
 * The catalogue changed (a publication started or ended, an item was edited): drop every cached home,
 * cluster page and item of this process. Called by the operator console after its writes and on every
 * `portal_catalogue` notification from another process.
 */
export function catalogueChanged(db: Database): void {
  invalidateHomeCache(db);
  // Course progress counts a course's lessons: the users' cached lists follow the catalogue.
  void forgetAllUserValues(db);
}
