// Publication and withdrawal on one API process reach another process's cached home at once (the
// `portal_catalogue` notification, migration 0013). Two apps, each with its own connection pool and
// cache, on one PostgreSQL database; PostgreSQL only (an embedded PGlite has one process).
import type { AdminContent, ContentHome } from '@portal/contracts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import '#test/provided-context.ts';
import { approvedOnA } from '#test/scale-out.ts';
import { bearer } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const postgres = inject('postgresTemplate');

describe.skipIf(!postgres)('catalogue changes reach every process [postgres]', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('shows a publication and a withdrawal made on A in the cached home of B', async () => {
    if (!postgres) return;
    const { b, doctor, id, editorStep } = await approvedOnA(postgres, apps, {
      path: '/api/admin/content',
      draft: { title: 'Cross process item', language: 'pt', countries: ['BR'] },
      approvalCode: 'PP-X-1',
      idOf: (created) => (created as AdminContent).latest.contentId,
    });

    const onHomeOfB = async () => {
      const home = (
        await b.inject({ url: '/api/clusters/home?count=50', headers: bearer(doctor) })
      ).json() as ContentHome;
      return home.clusters.some((c) => c.items.some((item) => item.id === id));
    };
    // B builds and caches its home (30 s TTL) without the item.
    expect(await onHomeOfB()).toBe(false);
    expect(await editorStep('publish')).toBe(200);
    await expect.poll(onHomeOfB, { timeout: 2_000, interval: 50 }).toBe(true);
    expect(await editorStep('withdraw')).toBe(200);
    await expect.poll(onHomeOfB, { timeout: 2_000, interval: 50 }).toBe(false);
  }, 120_000);
});
