// A home row reordered in the console on one API process reaches another process's cached row at once
// (the `portal_catalogue` notification on content_cluster_items, decision 019). Two apps, each with its
// own pool and cache, on one PostgreSQL database; PostgreSQL only (an embedded PGlite has one process).
import type { Cluster, ClusterMembers } from '@portal/contracts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import '#test/provided-context.ts';
import { staffSignIn } from '#test/console.ts';
import { addContent, contentFixture } from '#test/content-fixtures.ts';
import { bearer, signIn } from '#test/signed-in.ts';
import { twoProcesses } from '#test/two-processes.ts';
import type { App } from '../../app.ts';

const postgres = inject('postgresTemplate');

describe.skipIf(!postgres)('home rows reach every process [postgres]', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('shows an order set on A in the cached row of B', async () => {
    if (!postgres) return;
    const { a, b } = await twoProcesses(postgres, apps);

    const since = new Date(a.clock.now().getTime() - 86_400_000);
    await addContent(
      a.db,
      ...['x-1', 'x-2', 'x-3'].map((id, position) =>
        contentFixture(id, {
          publications: [{ country: 'BR', publishedAt: since }],
          clusters: [{ id: 'exclusive', position }],
        }),
      ),
    );
    const editor = await staffSignIn(a, 'editor@example.com');
    // The test's sign-in moves A's clock on (one TOTP step): both processes share it.
    b.clock.now = () => a.clock.now();
    const doctor = await signIn(b, 'doctor.br@example.com');
    const members = (
      await a.inject({ url: '/api/admin/clusters/exclusive?country=BR', headers: bearer(editor) })
    ).json() as ClusterMembers;
    const ids = members.items.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(1);

    const rowOfB = async () =>
      (
        (
          await b.inject({ url: '/api/clusters/exclusive?count=50', headers: bearer(doctor) })
        ).json() as Cluster
      ).items.map((i) => i.id);
    // B builds and caches the row in the current order.
    const before = await rowOfB();
    const reversed = [...ids].reverse();
    const put = await a.inject({
      method: 'PUT',
      url: '/api/admin/clusters/exclusive/order',
      headers: bearer(editor),
      payload: { country: 'BR', contentIds: reversed },
    });
    expect(put.statusCode).toBe(200);
    const visible = (order: string[]) => order.filter((id) => before.includes(id));
    await expect
      .poll(async () => visible(await rowOfB()), { timeout: 2_000, interval: 50 })
      .toEqual(visible(reversed));
  }, 120_000);
});
