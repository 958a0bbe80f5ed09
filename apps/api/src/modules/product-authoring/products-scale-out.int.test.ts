// Publication and withdrawal of a product on one API process reach another process's cached products
// list at once (the `portal_catalogue` triggers of migration 0023 on products and product_publications).
// Two apps, each with its own pool and cache, on one PostgreSQL database; PostgreSQL only.
import type { AdminProduct, Cluster } from '@portal/contracts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import '#test/provided-context.ts';
import { approvedOnA } from '#test/scale-out.ts';
import { bearer } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const postgres = inject('postgresTemplate');

describe.skipIf(!postgres)('product changes reach every process [postgres]', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('shows a product published on A in the cached list of B, and drops it once withdrawn', async () => {
    if (!postgres) return;
    const { b, doctor, id, editorStep } = await approvedOnA(postgres, apps, {
      path: '/api/admin/products',
      draft: { name: 'Cross process', countries: ['BR'] },
      approvalCode: 'BR-X-1',
      idOf: (created) => (created as AdminProduct).latest.productId,
    });

    const listedOnB = async () => {
      const list = (
        await b.inject({ url: '/api/clusters/products?count=50', headers: bearer(doctor) })
      ).json() as Cluster;
      return list.items.some((item) => item.id === id);
    };
    // B builds and caches the list (30 s TTL) without the product.
    expect(await listedOnB()).toBe(false);
    expect(await editorStep('publish')).toBe(200);
    await expect.poll(listedOnB, { timeout: 2_000, interval: 50 }).toBe(true);
    expect(await editorStep('withdraw')).toBe(200);
    await expect.poll(listedOnB, { timeout: 2_000, interval: 50 }).toBe(false);
  }, 120_000);
});
