// Seeds the demo corpus once per database and (re)writes its media files under the media folder.

import type { DatabaseHandle } from '@portal/db';
import { appMeta, type ContentStore, eq, issueContentToken, sql } from '@portal/db';
import { buildDemoCorpus } from './corpus.ts';
import { type DemoMediaSink, writeDemoMedia } from './media-files.ts';

export { buildDemoCorpus, DEMO_COUNTRIES, type DemoCorpus } from './corpus.ts';
export { DEMO_AUDIO, DEMO_VIDEO, type DemoMediaSink, writeDemoMedia } from './media-files.ts';

export const DEMO_CONTENT_SEED_KEY = 'demo_content_seed';

export interface SeedContentOptions {
  /**
   * The folder served at /media (DATA_DIR/media) or the media store behind it; without it only the
   * database is seeded.
   */
  mediaDir?: string | DemoMediaSink;
  now?: Date;
}

export interface SeedContentResult {
  seeded: boolean;
  items: number;
  mediaFiles: number;
}

/** Public (token) links to demo content, listed in the README so the public mode can be tried. */
export const DEMO_PUBLIC_LINKS = [
  { contentId: 'pt-cardio-03', vidKey: 'demo', token: 'demo-public-token-pt' },
  { contentId: 'es-cardio-03', vidKey: 'demo', token: 'demo-public-token-es' },
] as const;

/**
 * Adds the demo corpus unless this database got it before (an app_meta marker, so content deleted
 * later is not brought back). Media files are checked on every call: DATA_DIR may be new while the
 * database (PostgreSQL) is not.
 */
export async function seedDemoContent(
  handle: DatabaseHandle,
  store: ContentStore,
  options: SeedContentOptions = {},
): Promise<SeedContentResult> {
  const { db } = handle;
  const corpus = buildDemoCorpus(options.now);
  const mediaFiles = options.mediaDir ? await writeDemoMedia(options.mediaDir, corpus.thumbnails) : 0;
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_CONTENT_SEED_KEY));
  if (marker.length > 0) return { seeded: false, items: 0, mediaFiles };

  const claimed = await db
    .insert(appMeta)
    .values({ key: DEMO_CONTENT_SEED_KEY, value: JSON.stringify({ items: corpus.items.length }) })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  // Another process starting at the same time claimed it first.
  if (claimed.length === 0) return { seeded: false, items: 0, mediaFiles };
  try {
    for (const product of corpus.products) await store.upsertProduct(db, product);
    await store.insertContentItems(db, corpus.items);
    for (const link of DEMO_PUBLIC_LINKS) await issueContentToken(db, link);
    // PGlite has no autovacuum: without statistics the planner misjudges every content query.
    await db.execute(sql`analyze`);
  } catch (error) {
    await db.delete(appMeta).where(eq(appMeta.key, DEMO_CONTENT_SEED_KEY));
    throw error;
  }
  return { seeded: true, items: corpus.items.length, mediaFiles };
}
