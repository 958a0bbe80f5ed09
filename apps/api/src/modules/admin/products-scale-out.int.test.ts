// Publication and withdrawal of a product on one API process reach another process's cached products
// list at once (the `portal_catalogue` triggers of migration 0023 on products and product_publications).
// Two apps, each with its own pool and cache, on one PostgreSQL database; PostgreSQL only.
import type { AdminProduct, Cluster } from '@portal/contracts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import '../../../test/provided-context.ts';
import { twoProcesses } from '../../../test/two-processes.ts';
import type { App } from '../../app.ts';
import { bearer, signIn } from '../users/test-support.ts';
import { staffSignIn } from './test-support.ts';

const postgres = inject('postgresTemplate');

describe.skipIf(!postgres)('product changes reach every process [postgres]', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('shows a product published on A in the cached list of B, and drops it once withdrawn', async () => {
    if (!postgres) return;
    const { a, b } = await twoProcesses(postgres, apps);
    const editor = await staffSignIn(a, 'editor@example.com');
    const reviewer = await staffSignIn(a, 'reviewer@example.com');
    b.clock.now = () => a.clock.now();
    const doctor = await signIn(b, 'doctor.br@example.com');
    const send = (token: string, url: string, payload?: object) =>
      a.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const created = await send(editor, '/api/admin/products', { name: 'Cross process', countries: ['BR'] });
    const id = (created.json() as AdminProduct).latest.productId;
    await send(editor, `/api/admin/products/${id}/submit`);
    await send(reviewer, `/api/admin/products/${id}/review`, {
      decision: 'approve',
      approvalCode: 'BR-X-1',
      expiresAt: new Date(a.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    });

    const listedOnB = async () => {
      const list = (
        await b.inject({ url: '/api/clusters/products?count=50', headers: bearer(doctor) })
      ).json() as Cluster;
      return list.items.some((item) => item.id === id);
    };
    // B builds and caches the list (30 s TTL) without the product.
    expect(await listedOnB()).toBe(false);
    expect((await send(editor, `/api/admin/products/${id}/publish`, { country: 'BR' })).statusCode).toBe(200);
    await expect.poll(listedOnB, { timeout: 2_000, interval: 50 }).toBe(true);
    expect((await send(editor, `/api/admin/products/${id}/withdraw`, { country: 'BR' })).statusCode).toBe(
      200,
    );
    await expect.poll(listedOnB, { timeout: 2_000, interval: 50 }).toBe(false);
  }, 120_000);
});
