// Publication and withdrawal on one API process reach another process's cached home at once (the
// `portal_catalogue` notification, migration 0013). Two apps, each with its own connection pool and
// cache, on one PostgreSQL database; PostgreSQL only (an embedded PGlite has one process).
import type { AdminContent, ContentHome } from '@portal/contracts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import '../../../test/provided-context.ts';
import { twoProcesses } from '../../../test/two-processes.ts';
import type { App } from '../../app.ts';
import { bearer, signIn } from '../users/test-support.ts';
import { staffSignIn } from './test-support.ts';

const postgres = inject('postgresTemplate');

describe.skipIf(!postgres)('catalogue changes reach every process [postgres]', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('shows a publication and a withdrawal made on A in the cached home of B', async () => {
    if (!postgres) return;
    const { a, b } = await twoProcesses(postgres, apps);

    const editor = await staffSignIn(a, 'editor@example.com');
    const reviewer = await staffSignIn(a, 'reviewer@example.com');
    // The test's sign-ins move A's clock on (one TOTP step each): both processes share it.
    b.clock.now = () => a.clock.now();
    const doctor = await signIn(b, 'doctor.br@example.com');
    const send = (token: string, url: string, payload?: object) =>
      a.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const created = await send(editor, '/api/admin/content', {
      title: 'Cross process item',
      language: 'pt',
      countries: ['BR'],
    });
    const id = (created.json() as AdminContent).latest.contentId;
    await send(editor, `/api/admin/content/${id}/submit`);
    await send(reviewer, `/api/admin/content/${id}/review`, {
      decision: 'approve',
      approvalCode: 'PP-X-1',
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });

    const onHomeOfB = async () => {
      const home = (
        await b.inject({ url: '/api/clusters/home?count=50', headers: bearer(doctor) })
      ).json() as ContentHome;
      return home.clusters.some((c) => c.items.some((item) => item.id === id));
    };
    // B builds and caches its home (30 s TTL) without the item.
    expect(await onHomeOfB()).toBe(false);
    expect((await send(editor, `/api/admin/content/${id}/publish`, { country: 'BR' })).statusCode).toBe(200);
    await expect.poll(onHomeOfB, { timeout: 2_000, interval: 50 }).toBe(true);
    expect((await send(editor, `/api/admin/content/${id}/withdraw`, { country: 'BR' })).statusCode).toBe(200);
    await expect.poll(onHomeOfB, { timeout: 2_000, interval: 50 }).toBe(false);
  }, 120_000);
});
