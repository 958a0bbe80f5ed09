// Console routes for products (decision 022), behind the console's staff guard: each route names its
// policy action, checked with the staff token before the body is read; the service checks the country
// scope of the product it touches. Review, publish and withdraw take content's bodies.
import {
  adminProductListSchema,
  adminProductSchema,
  catalogueQuerySchema,
  previewQuerySchema,
  productDraftSchema,
  productParamsSchema,
  productPreviewSchema,
  publishSchema,
  reviewDecisionSchema,
  withdrawSchema,
} from '@portal/contracts';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { productCatalogue, productWithState } from './products-catalogue.ts';
import { productService } from './service.ts';

/** A route on one authored product (by id) that answers the product. */
const product = { params: productParamsSchema, reply: adminProductSchema } as const;

export const productAuthoringRoutes = staffRouteTable([
  staffRoute({
    method: 'GET',
    url: '/api/admin/products',
    action: 'products.read',
    summary:
      "A page of the products of the member's countries (the seeded ones too), searched, filtered and sorted",
    query: catalogueQuerySchema,
    reply: adminProductListSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { query }) => productCatalogue.list(ctx, query),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/products',
    action: 'products.write',
    summary: 'Creates a product (version 1, draft)',
    body: productDraftSchema,
    reply: adminProductSchema,
    status: 201,
    errors: STAFF_ERRORS.input,
    handler: async (ctx, { body }) => productWithState(ctx, await productService.create(ctx, body)),
  }),
  staffRoute({
    ...product,
    method: 'GET',
    url: '/api/admin/products/:id',
    action: 'products.read',
    summary: 'An authored product: latest version and publications',
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => productCatalogue.get(ctx, params.id),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/products/:id/preview',
    action: 'products.read',
    summary: 'The latest version as a physician of a country would read it',
    params: productParamsSchema,
    query: previewQuerySchema,
    reply: productPreviewSchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params, query }) => productService.preview(ctx, params.id, query.country),
  }),
  staffRoute({
    ...product,
    method: 'PUT',
    url: '/api/admin/products/:id',
    action: 'products.write',
    summary: 'Edits the draft, or starts a new version of an approved product',
    body: productDraftSchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      productWithState(ctx, await productService.edit(ctx, params.id, body)),
  }),
  staffRoute({
    ...product,
    method: 'POST',
    url: '/api/admin/products/:id/submit',
    action: 'products.write',
    summary: 'Submits the product for MLR review',
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params }) => productWithState(ctx, await productService.submit(ctx, params.id)),
  }),
  staffRoute({
    ...product,
    method: 'POST',
    url: '/api/admin/products/:id/review',
    action: 'products.review',
    summary: 'MLR decision on a product: approve (code and expiry) or reject (comment)',
    body: reviewDecisionSchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      productWithState(ctx, await productService.review(ctx, params.id, body)),
  }),
  staffRoute({
    ...product,
    method: 'POST',
    url: '/api/admin/products/:id/publish',
    action: 'products.publish',
    summary: 'Publishes the approved product in a country from a date until the approval expires',
    body: publishSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => productCatalogue.publish(ctx, params.id, body),
  }),
  staffRoute({
    ...product,
    method: 'POST',
    url: '/api/admin/products/:id/withdraw',
    action: 'products.publish',
    summary: 'Withdraws the product from a country',
    body: withdrawSchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      productWithState(ctx, await productService.withdraw(ctx, params.id, body.country)),
  }),
]);
