// Content for the integration tests: an empty catalogue (whatever the demo seed added is removed) and
// a builder of items with sensible defaults.
import { type ContentInput, type Database, products, sql } from '@portal/db';
import { contentStore } from '../src/demo-seed.ts';
import { invalidateHomeCache } from '../src/modules/content/home-cache.ts';

export async function emptyCatalogue(db: Database): Promise<void> {
  await db.execute(sql`delete from content_items`);
  await db.delete(products);
  invalidateHomeCache(db);
}

export const DAY = 24 * 60 * 60 * 1000;

/** An item published in Brazil since yesterday, in no cluster, unless told otherwise. */
export function contentFixture(id: string, overrides: Partial<ContentInput> = {}): ContentInput {
  return {
    id,
    title: `Item ${id}`,
    mainCluster: 'to_read',
    language: 'pt',
    synopsis: `<p>Synopsis of ${id}</p>`,
    content: `<p>Body of ${id}</p>`,
    specialties: ['cardiology'],
    publications: [{ country: 'BR', approvalCode: `BR-${id}`, publishedAt: new Date(Date.now() - DAY) }],
    thumbnails: [{ type: 'cluster', url: `/media/thumbs/${id}-cluster.svg` }],
    ...overrides,
  };
}

export async function addContent(db: Database, ...items: ContentInput[]): Promise<void> {
  for (const item of items) await contentStore.insertContentItem(db, item);
  invalidateHomeCache(db);
}
