// Console routes for content items (issue 15, decision 011) and the home rows (decision 019), behind the
// console's staff guard: each route names its policy action, checked with the staff token before the body
// is read; services check the country scope of what they touch.
import {
  adminClusterParamsSchema,
  adminContentListSchema,
  adminContentSchema,
  catalogueQuerySchema,
  clusterCountryQuerySchema,
  clusterMemberSchema,
  clusterMembersSchema,
  clusterOrderSchema,
  contentChangesSchema,
  contentDraftSchema,
  contentIdParamsSchema,
  contentPreviewSchema,
  contentProductOptionsSchema,
  linkCandidatesSchema,
  previewQuerySchema,
  publishSchema,
  reviewDecisionSchema,
  withdrawSchema,
} from '@portal/contracts';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import {
  addToCluster,
  clusterCandidates,
  clusterMembers,
  removeFromCluster,
  reorderCluster,
} from './clusters-service.ts';
import { contentCatalogue, contentWithState } from './content-catalogue.ts';
import { contentChanges } from './content-changes.ts';
import { contentProductOptions } from './content-fields.ts';
import { contentService } from './content-service.ts';

/** A route on one content item (by id) that answers the item. */
const item = { params: contentIdParamsSchema, reply: adminContentSchema } as const;

const contentEntries = [
  staffRoute({
    method: 'GET',
    url: '/api/admin/content-products',
    action: 'content.read',
    summary:
      "Products an item may name (the editor picks, the reviewer reads): those of the member's countries",
    reply: contentProductOptionsSchema,
    errors: STAFF_ERRORS.plain,
    handler: (ctx) => contentProductOptions(ctx),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/content',
    action: 'content.read',
    summary:
      "A page of the content items of the member's countries (those live without a console version too), searched, filtered and sorted",
    query: catalogueQuerySchema,
    reply: adminContentListSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { query }) => contentCatalogue.list(ctx, query),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/content',
    action: 'content.write',
    summary: 'Creates a content item (version 1, draft)',
    body: contentDraftSchema,
    reply: adminContentSchema,
    status: 201,
    errors: STAFF_ERRORS.input,
    handler: async (ctx, { body }) => contentWithState(ctx, await contentService.create(ctx, body)),
  }),
  staffRoute({
    ...item,
    method: 'GET',
    url: '/api/admin/content/:id',
    action: 'content.read',
    summary: 'A content item: latest version (version 0: live without one), publications and state',
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => contentCatalogue.get(ctx, params.id),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/draft',
    action: 'content.write',
    summary: 'Starts editing an item live without a console version: version 1, a draft of what is live',
    status: 201,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params }) => contentCatalogue.startDraft(ctx, params.id),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/content/:id/changes',
    action: 'content.read',
    summary: 'What changed in the latest version since the last approved one, field by field',
    params: contentIdParamsSchema,
    reply: contentChangesSchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => contentChanges(ctx, params.id),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/content/:id/preview',
    action: 'content.read',
    summary: 'The latest version as a physician of a country would read it',
    params: contentIdParamsSchema,
    query: previewQuerySchema,
    reply: contentPreviewSchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params, query }) => contentService.preview(ctx, params.id, query.country),
  }),
  staffRoute({
    ...item,
    method: 'PUT',
    url: '/api/admin/content/:id',
    action: 'content.write',
    summary: 'Edits the draft, or starts a new version of approved content',
    body: contentDraftSchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      contentWithState(ctx, await contentService.edit(ctx, params.id, body)),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/submit',
    action: 'content.write',
    summary: 'Submits the draft for MLR review',
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params }) => contentWithState(ctx, await contentService.submit(ctx, params.id)),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/review',
    action: 'content.review',
    summary: 'MLR decision: approve (code and expiry) or reject (comment)',
    body: reviewDecisionSchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      contentWithState(ctx, await contentService.review(ctx, params.id, body)),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/publish',
    action: 'content.publish',
    summary: 'Publishes the approved version in a country from a date',
    body: publishSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => contentCatalogue.publish(ctx, params.id, body),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/withdraw',
    action: 'content.publish',
    summary: 'Withdraws the item from a country',
    body: withdrawSchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      contentWithState(ctx, await contentService.withdraw(ctx, params.id, body.country)),
  }),
];

/** A route on one home row in one country. */
const row = { action: 'clusters.manage', params: adminClusterParamsSchema } as const;
const rowChange = { ...row, reply: clusterMembersSchema, errors: [400, 401, 403, 409] } as const;

const rowEntries = [
  staffRoute({
    ...row,
    method: 'GET',
    url: '/api/admin/clusters/:cluster',
    summary: "A home row's members as physicians of a country see them, in order",
    query: clusterCountryQuerySchema,
    reply: clusterMembersSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { params, query }) => clusterMembers(ctx, params.cluster, query.country),
  }),
  staffRoute({
    ...row,
    method: 'GET',
    url: '/api/admin/clusters/:cluster/candidates',
    summary: 'Items published in the country now that the row does not hold yet',
    query: clusterCountryQuerySchema,
    reply: linkCandidatesSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { params, query }) => clusterCandidates(ctx, params.cluster, query.country),
  }),
  staffRoute({
    ...rowChange,
    method: 'PUT',
    url: '/api/admin/clusters/:cluster/order',
    summary: "Reorders the row's members a country sees (physicians' homes follow at once)",
    body: clusterOrderSchema,
    handler: (ctx, { params, body }) => reorderCluster(ctx, params.cluster, body.country, body.contentIds),
  }),
  staffRoute({
    ...rowChange,
    method: 'POST',
    url: '/api/admin/clusters/:cluster/items',
    summary: 'Adds an item published in the country at the end of the row',
    body: clusterMemberSchema,
    handler: (ctx, { params, body }) => addToCluster(ctx, params.cluster, body.country, body.contentId),
  }),
  staffRoute({
    ...rowChange,
    method: 'POST',
    url: '/api/admin/clusters/:cluster/items/remove',
    summary: 'Removes an item from the row (in every country it is published in, all of them yours)',
    body: clusterMemberSchema,
    handler: (ctx, { params, body }) => removeFromCluster(ctx, params.cluster, body.country, body.contentId),
  }),
];

/** Content items and home rows, in the order their OpenAPI operations are listed. */
export const contentAuthoringRoutes = staffRouteTable([...contentEntries, ...rowEntries]);
