// Shared (not per-user) answers of the content module, cached per database: the signed-in home per
// country, audience (speaker flag), page size and "for you" specialties; cluster pages, items and
// products per country and audience. Only the saved flags and course progress are per user; they are laid over the cached cards
// on every request (one query). An entry lives until the earliest of: HOME_CACHE_TTL_MS after it was
// built, the next publication start or expiry in the country (so a scheduled item appears and an expired
// one disappears at that instant), or an explicit invalidation after a catalogue write in this process.
// Another process's catalogue write shows here within the TTL.
import type {
  ContentCard,
  ContentHero,
  ContentSummary,
  HomeCluster,
  Thumbnail,
  ThumbnailType,
} from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { Database } from '@portal/db';

export const HOME_CACHE_TTL_MS = 30_000;
/** Distinct keys kept per database before the oldest half is dropped (interest sets vary per user). */
const MAX_ENTRIES = 1_000;

export interface SharedHome {
  outdoors: ContentHero[];
  clusters: HomeCluster[];
}

interface Entry {
  builtAt: number;
  validUntil: number;
  value: Promise<unknown>;
}

/**
 * Per database, per space: the catalogue's homes, pages and items ('catalogue') and the search pages
 * ('search'), kept apart so that many distinct searches never push the homes out.
 */
export type CacheSpace = 'catalogue' | 'search';
const caches = new WeakMap<Database, Map<CacheSpace, Map<string, Entry>>>();

function storeOf(db: Database, space: CacheSpace): Map<string, Entry> {
  let spaces = caches.get(db);
  if (!spaces) {
    spaces = new Map();
    caches.set(db, spaces);
  }
  let store = spaces.get(space);
  if (!store) {
    store = new Map();
    spaces.set(space, store);
  }
  return store;
}

export interface HomeKey {
  country: CountryCode;
  includeSpeaker: boolean;
  count: number;
  interests: string[];
}

function keyOf(key: HomeKey): string {
  return [
    'home',
    key.country,
    key.includeSpeaker ? 's' : '-',
    key.count,
    [...key.interests].sort().join(','),
  ].join('|');
}

/**
 * A cached shared (not per-user) value under `key`, built by `build` when missing or stale. `build` also
 * says until when what it read stays the same (next publication boundary, thumbnail expiry), or null.
 * Concurrent requests for a missing entry share one build; a failed build is not kept.
 */
export async function cachedShared<T>(
  db: Database,
  key: string,
  now: Date,
  build: () => Promise<{ value: T; validUntil: Date | null }>,
  space: CacheSpace = 'catalogue',
): Promise<T> {
  const cache = storeOf(db, space);
  const at = now.getTime();
  const hit = cache.get(key);
  // A clock moved back (tests) also rebuilds: the entry describes a later instant.
  if (hit && at >= hit.builtAt && at < hit.validUntil) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) {
    for (const old of [...cache.keys()].slice(0, MAX_ENTRIES / 2)) cache.delete(old);
  }
  const entry: Entry = { builtAt: at, validUntil: at + HOME_CACHE_TTL_MS, value: Promise.resolve() };
  const owner = cache;
  const value = build().then(
    ({ value: built, validUntil }) => {
      if (validUntil) entry.validUntil = Math.min(entry.validUntil, validUntil.getTime());
      return built;
    },
    (error: unknown) => {
      if (owner.get(key) === entry) owner.delete(key);
      throw error;
    },
  );
  entry.value = value;
  cache.set(key, entry);
  return value;
}

/**
 * Several cached shared values at once: the keys missing (or stale) are built by one call of `build`,
 * which returns a value and its validity per key it could build (a key it leaves out is not cached and
 * is absent from the answer).
 */
export async function cachedMany<T>(
  db: Database,
  keys: string[],
  now: Date,
  build: (missing: string[]) => Promise<Map<string, { value: T; validUntil: Date | null }>>,
): Promise<Map<string, T>> {
  const cache = storeOf(db, 'catalogue');
  const at = now.getTime();
  const found = new Map<string, T>();
  const pending: [string, Promise<unknown>][] = [];
  const missing: string[] = [];
  for (const key of keys) {
    const hit = cache.get(key);
    if (hit && at >= hit.builtAt && at < hit.validUntil) pending.push([key, hit.value]);
    else missing.push(key);
  }
  if (missing.length > 0) {
    const built = await build(missing);
    if (cache.size + built.size >= MAX_ENTRIES) {
      for (const old of [...cache.keys()].slice(0, MAX_ENTRIES / 2)) cache.delete(old);
    }
    for (const [key, { value, validUntil }] of built) {
      const until = Math.min(at + HOME_CACHE_TTL_MS, validUntil?.getTime() ?? Number.POSITIVE_INFINITY);
      // Only when `build` read what is still the cache's (no invalidation meanwhile).
      if (caches.get(db)?.get('catalogue') === cache)
        cache.set(key, { builtAt: at, validUntil: until, value: Promise.resolve(value) });
      found.set(key, value);
    }
  }
  for (const [key, value] of pending) found.set(key, (await value) as T);
  return found;
}

/** The cached shared home for `key` (see cachedShared). */
export function cachedSharedHome(
  db: Database,
  key: HomeKey,
  now: Date,
  build: () => Promise<{ home: SharedHome; nextBoundary: Date | null }>,
): Promise<SharedHome> {
  return cachedShared(db, keyOf(key), now, async () => {
    const { home, nextBoundary } = await build();
    return { value: home, validUntil: nextBoundary };
  });
}

/** The earliest of the given instants (null: none). */
export function earliest(...dates: (Date | null | undefined)[]): Date | null {
  const times = dates.flatMap((d) => (d ? [d.getTime()] : []));
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/** The earliest expiry among thumbnails (null: none expires). */
export function earliestThumbnailExpiry(thumbnails: Thumbnail[]): Date | null {
  return earliest(...thumbnails.map((t) => (t.expires === null ? null : new Date(t.expires))));
}

/** Drops every cached value of the database, searches too (after a write to the catalogue). */
export function invalidateHomeCache(db: Database): void {
  caches.delete(db);
}

/**
 * The one thumbnail a card shows: the current one of `type`, else the first current one (the web builds
 * the variant from it). Its expiry bounds the cache entry through `thumbnailsExpiry`.
 */
function cardThumbnail(thumbnails: Thumbnail[], type: ThumbnailType, now: Date): Thumbnail[] {
  const current = thumbnails.filter((t) => t.expires === null || Date.parse(t.expires) > now.getTime());
  const chosen = current.find((t) => t.type === type) ?? current[0];
  return chosen ? [chosen] : [];
}

export function toCard(summary: ContentSummary, type: ThumbnailType, now: Date): ContentCard {
  return {
    id: summary.id,
    title: summary.title,
    duration: summary.duration,
    publishDate: summary.publishDate,
    mainCluster: summary.mainCluster,
    categoryId: summary.categoryId,
    thumbnail: cardThumbnail(summary.thumbnail, type, now),
    isSaved: summary.isSaved,
    isSpeakerTraining: summary.isSpeakerTraining,
    // Per user: the content service lays the viewer's progress over the cached cards.
    course: null,
  };
}

/** The hero carries its preview image and, for the "more featured" row, its cluster image. */
export function toHero(summary: ContentSummary, now: Date): ContentHero {
  const preview = cardThumbnail(summary.thumbnail, 'preview', now);
  const cluster = cardThumbnail(summary.thumbnail, 'cluster', now).filter((t) => t.id !== preview[0]?.id);
  return {
    ...toCard(summary, 'preview', now),
    thumbnail: [...preview, ...cluster],
    synopsis: summary.synopsis,
  };
}

/** The earliest expiry among the thumbnails of the cached cards (null: none expires). */
export function thumbnailsExpiry(home: SharedHome): Date | null {
  const cards = [...home.outdoors, ...home.clusters.flatMap((c) => c.items)];
  return earliestThumbnailExpiry(cards.flatMap((card) => card.thumbnail));
}
