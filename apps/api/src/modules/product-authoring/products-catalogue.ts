// Products as the console finds them (issue 36): the authored ones and the catalogue live without a
// console version (the seeded products, shown in their countries), each with its state per country.
import type { AdminProduct, CatalogueQuery, PublishRequest } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { type ProductVersionRow, productVersions } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import {
  assertPublishable,
  pageOf,
  type StateSpec,
  statesOf,
  unversionedProducts,
} from '../review-workflow/index.ts';
import { productService, toProductVersion } from './service.ts';

const spec: StateSpec = { entityType: 'product', table: productVersions, itemKey: 'productId' };

type Listed = Omit<AdminProduct, 'state'>;
type Unversioned = Awaited<ReturnType<typeof unversionedProducts>>[number];

/** A seeded product as the console shows a product: its "version 0", live in its countries. */
function liveProduct(live: Unversioned): Listed {
  const row = {
    productId: live.id,
    version: 0,
    status: 'approved',
    countries: live.countries,
    fields: {
      name: live.name,
      description: live.description,
      medicineInsert: live.medicineInsert,
      thumbnailUrl: live.thumbnailUrl,
    },
    authorId: '',
    reviewerId: null,
    reviewComment: null,
    approvalCode: null,
    approvalExpiresAt: null,
    updatedAt: new Date(0),
  } as unknown as ProductVersionRow;
  return { latest: toProductVersion(row, new Map()), publications: [] };
}

const date = (iso: string | null) => (iso ? new Date(iso) : null);

async function withStates(ctx: StaffContext, items: readonly Listed[]): Promise<AdminProduct[]> {
  const states = await statesOf(
    ctx,
    spec,
    items.map(({ latest, publications }) => ({
      id: latest.productId,
      latest: latest.version === 0 ? null : latest,
      // A seeded product is live in its countries, with no window.
      publications:
        latest.version === 0
          ? latest.countries.map((country) => ({ country, publishedAt: null, expiresAt: null }))
          : publications.map((p) => ({
              country: p.country as CountryCode,
              publishedAt: date(p.publishedAt),
              expiresAt: date(p.expiresAt),
            })),
    })),
  );
  return items.map((item) => ({ ...item, state: states.get(item.latest.productId)! }));
}

export async function productWithState(ctx: StaffContext, item: Listed): Promise<AdminProduct> {
  const [stated] = await withStates(ctx, [item]);
  return stated!;
}

export const productCatalogue = {
  async list(ctx: StaffContext, query: CatalogueQuery) {
    const [versioned, live] = await Promise.all([
      productService.list(ctx),
      unversionedProducts(ctx.db, ctx.staff.countries),
    ]);
    const items = await withStates(ctx, [...versioned, ...live.map(liveProduct)]);
    return pageOf(
      items.map((item) => ({
        item,
        id: item.latest.productId,
        title: item.latest.name,
        kind: null,
        specialties: [],
        updatedAt: new Date(item.latest.updatedAt),
        state: item.state,
      })),
      query,
      ctx.now,
    );
  },

  async get(ctx: StaffContext, id: string): Promise<AdminProduct> {
    try {
      return await productWithState(ctx, await productService.get(ctx, id));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      const [live] = await unversionedProducts(ctx.db, ctx.staff.countries, id);
      if (!live) throw error;
      return productWithState(ctx, liveProduct(live));
    }
  },

  async publish(ctx: StaffContext, id: string, request: PublishRequest): Promise<AdminProduct> {
    await productService.lifecycle.approvedFor(ctx, id, request.country);
    assertPublishable((await productCatalogue.get(ctx, id)).state, request.country, 'product', ctx.now);
    return productWithState(ctx, await productService.publish(ctx, id, request));
  },
};
