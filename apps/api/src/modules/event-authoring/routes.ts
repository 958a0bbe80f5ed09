// Console routes for events and public links (decision 019), behind the console's staff guard: each route
// names its policy action, checked with the staff token before the body is read; services check the
// country scope of what they touch.
import {
  adminEventListSchema,
  adminEventParamsSchema,
  adminEventSchema,
  catalogueQuerySchema,
  contentLinkListSchema,
  contentLinkSchema,
  eventCountrySchema,
  eventDraftSchema,
  eventReviewDecisionSchema,
  issuedLinkSchema,
  issueLinkSchema,
  linkCandidatesQuerySchema,
  linkCandidatesSchema,
  linkDetailSchema,
  linkListQuerySchema,
  linkParamsSchema,
} from '@portal/contracts';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { eventCatalogue, eventWithState } from './events-catalogue.ts';
import { eventService, withdrawEvent } from './events-service.ts';
import { issueLink, linkCandidates, linkDetail, listLinks, revokeLink } from './links-service.ts';

/** A route on one authored event (by id) that answers the event. */
const event = { params: adminEventParamsSchema, reply: adminEventSchema } as const;
const link = { action: 'links.manage', errors: STAFF_ERRORS.input } as const;

const eventEntries = [
  staffRoute({
    method: 'GET',
    url: '/api/admin/events',
    action: 'events.read',
    summary:
      "A page of the events of the member's countries (the seeded ones too), searched, filtered and sorted",
    query: catalogueQuerySchema,
    reply: adminEventListSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { query }) => eventCatalogue.list(ctx, query),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/events',
    action: 'events.write',
    summary: 'Creates an event (version 1, draft; a Jitsi room is generated)',
    body: eventDraftSchema,
    reply: adminEventSchema,
    status: 201,
    errors: STAFF_ERRORS.input,
    handler: async (ctx, { body }) => eventWithState(ctx, await eventService.create(ctx, body)),
  }),
  staffRoute({
    ...event,
    method: 'GET',
    url: '/api/admin/events/:id',
    action: 'events.read',
    summary: 'An authored event: latest version and published countries',
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => eventCatalogue.get(ctx, params.id),
  }),
  staffRoute({
    ...event,
    method: 'PUT',
    url: '/api/admin/events/:id',
    action: 'events.write',
    summary: 'Edits the draft, or starts a new version of an approved event',
    body: eventDraftSchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      eventWithState(ctx, await eventService.edit(ctx, params.id, body)),
  }),
  staffRoute({
    ...event,
    method: 'POST',
    url: '/api/admin/events/:id/submit',
    action: 'events.write',
    summary: 'Submits the event for MLR review',
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params }) => eventWithState(ctx, await eventService.submit(ctx, params.id)),
  }),
  staffRoute({
    ...event,
    method: 'POST',
    url: '/api/admin/events/:id/review',
    action: 'events.review',
    summary: 'MLR decision on an event: approve (code) or reject (comment)',
    body: eventReviewDecisionSchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      eventWithState(ctx, await eventService.review(ctx, params.id, body)),
  }),
  staffRoute({
    ...event,
    method: 'POST',
    url: '/api/admin/events/:id/publish',
    action: 'events.publish',
    summary: 'Publishes the approved event in a country (physicians see it at once)',
    body: eventCountrySchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => eventCatalogue.publish(ctx, params.id, body.country),
  }),
  staffRoute({
    ...event,
    method: 'POST',
    url: '/api/admin/events/:id/withdraw',
    action: 'events.publish',
    summary: 'Withdraws the event from a country',
    body: eventCountrySchema,
    errors: STAFF_ERRORS.change,
    handler: async (ctx, { params, body }) =>
      eventWithState(ctx, await withdrawEvent(ctx, params.id, body.country)),
  }),
];

const linkEntries = [
  staffRoute({
    ...link,
    method: 'GET',
    url: '/api/admin/links',
    summary: "Public aceite-teste links of the member's countries, newest first",
    query: linkListQuerySchema,
    reply: contentLinkListSchema,
    handler: async (ctx, { query }) => ({ links: await listLinks(ctx, query.contentId) }),
  }),
  staffRoute({
    ...link,
    method: 'GET',
    url: '/api/admin/links/candidates',
    summary: 'Items published in a country now, which a link may open',
    query: linkCandidatesQuerySchema,
    reply: linkCandidatesSchema,
    handler: (ctx, { query }) => linkCandidates(ctx, query.country),
  }),
  staffRoute({
    ...link,
    method: 'POST',
    url: '/api/admin/links',
    summary: 'Issues a public link to an item (its path, with the token, is shown this once)',
    body: issueLinkSchema,
    reply: issuedLinkSchema,
    status: 201,
    handler: (ctx, { body }) => issueLink(ctx, body),
  }),
  staffRoute({
    ...link,
    method: 'GET',
    url: '/api/admin/links/:linkId',
    summary: 'A link and who opened it (from the content access log)',
    params: linkParamsSchema,
    reply: linkDetailSchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => linkDetail(ctx, params.linkId),
  }),
  staffRoute({
    ...link,
    method: 'POST',
    url: '/api/admin/links/:linkId/revoke',
    summary: 'Revokes a link: it opens nothing from now on',
    params: linkParamsSchema,
    reply: contentLinkSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params }) => revokeLink(ctx, params.linkId),
  }),
];

/** Events and public links, in the order their OpenAPI operations are listed. */
export const eventAuthoringRoutes = staffRouteTable([...eventEntries, ...linkEntries]);
