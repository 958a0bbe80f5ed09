// Console routes for events and public links (decision 019). Registered inside the staff-guarded scope of
// routes.ts: each route names its policy action, checked with the staff token before the body is read;
// services check the country scope of what they touch.
import {
  type AdminEvent,
  type AdminEventList,
  adminClusterParamsSchema,
  adminEventListSchema,
  adminEventParamsSchema,
  adminEventSchema,
  type ClusterMembers,
  type ContentLink,
  type ContentLinkList,
  clusterCountryQuerySchema,
  clusterMemberSchema,
  clusterMembersSchema,
  clusterOrderSchema,
  contentLinkListSchema,
  contentLinkSchema,
  eventCountrySchema,
  eventDraftSchema,
  eventReviewDecisionSchema,
  issuedLinkSchema,
  issueLinkSchema,
  type LinkCandidates,
  type LinkDetail,
  linkCandidatesQuerySchema,
  linkCandidatesSchema,
  linkDetailSchema,
  linkListQuerySchema,
  linkParamsSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, unauthenticated } from '../../errors.ts';
import {
  addToCluster,
  clusterCandidates,
  clusterMembers,
  removeFromCluster,
  reorderCluster,
} from './clusters-service.ts';
import type { StaffContext } from './content-service.ts';
import {
  createEvent,
  editEvent,
  getAuthoredEvent,
  listAuthoredEvents,
  publishEvent,
  reviewEvent,
  submitEvent,
  withdrawEvent,
} from './events-service.ts';
import { issueLink, linkCandidates, linkDetail, listLinks, revokeLink } from './links-service.ts';

const tags = ['admin'];

function contextOf(request: FastifyRequest): StaffContext {
  const auth = request.staffAuth;
  if (!auth) throw unauthenticated();
  const { member } = auth;
  return {
    db: request.server.db,
    staff: { id: member.id, email: member.email, roles: member.roles, countries: member.countries },
    now: request.server.clock.now(),
  };
}

const eventAnswer = { 200: adminEventSchema, ...errorResponses(400, 401, 403, 404, 409) };

export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/events',
    {
      config: { adminAction: 'events.read' },
      schema: {
        tags,
        summary: "Authored events of the member's countries, latest version each",
        response: { 200: adminEventListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request): Promise<AdminEventList> => ({ items: await listAuthoredEvents(contextOf(request)) }),
  );

  app.post(
    '/api/admin/events',
    {
      config: { adminAction: 'events.write' },
      schema: {
        tags,
        summary: 'Creates an event (version 1, draft; a Jitsi room is generated)',
        body: eventDraftSchema,
        response: { 201: adminEventSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createEvent(contextOf(request), request.body)),
  );

  app.get(
    '/api/admin/events/:id',
    {
      config: { adminAction: 'events.read' },
      schema: {
        tags,
        summary: 'An authored event: latest version and published countries',
        params: adminEventParamsSchema,
        response: { 200: adminEventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AdminEvent> => getAuthoredEvent(contextOf(request), request.params.id),
  );

  app.put(
    '/api/admin/events/:id',
    {
      config: { adminAction: 'events.write' },
      schema: {
        tags,
        summary: 'Edits the draft, or starts a new version of an approved event',
        params: adminEventParamsSchema,
        body: eventDraftSchema,
        response: eventAnswer,
      },
    },
    async (request): Promise<AdminEvent> => editEvent(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/events/:id/submit',
    {
      config: { adminAction: 'events.write' },
      schema: {
        tags,
        summary: 'Submits the event for MLR review',
        params: adminEventParamsSchema,
        response: eventAnswer,
      },
    },
    async (request): Promise<AdminEvent> => submitEvent(contextOf(request), request.params.id),
  );

  app.post(
    '/api/admin/events/:id/review',
    {
      config: { adminAction: 'events.review' },
      schema: {
        tags,
        summary: 'MLR decision on an event: approve (code) or reject (comment)',
        params: adminEventParamsSchema,
        body: eventReviewDecisionSchema,
        response: eventAnswer,
      },
    },
    async (request): Promise<AdminEvent> => reviewEvent(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/events/:id/publish',
    {
      config: { adminAction: 'events.publish' },
      schema: {
        tags,
        summary: 'Publishes the approved event in a country (physicians see it at once)',
        params: adminEventParamsSchema,
        body: eventCountrySchema,
        response: eventAnswer,
      },
    },
    async (request): Promise<AdminEvent> =>
      publishEvent(contextOf(request), request.params.id, request.body.country),
  );

  app.post(
    '/api/admin/events/:id/withdraw',
    {
      config: { adminAction: 'events.publish' },
      schema: {
        tags,
        summary: 'Withdraws the event from a country',
        params: adminEventParamsSchema,
        body: eventCountrySchema,
        response: eventAnswer,
      },
    },
    async (request): Promise<AdminEvent> =>
      withdrawEvent(contextOf(request), request.params.id, request.body.country),
  );

  app.get(
    '/api/admin/links',
    {
      config: { adminAction: 'links.manage' },
      schema: {
        tags,
        summary: "Public aceite-teste links of the member's countries, newest first",
        querystring: linkListQuerySchema,
        response: { 200: contentLinkListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ContentLinkList> => ({
      links: await listLinks(contextOf(request), request.query.contentId),
    }),
  );

  app.get(
    '/api/admin/links/candidates',
    {
      config: { adminAction: 'links.manage' },
      schema: {
        tags,
        summary: 'Items published in a country now, which a link may open',
        querystring: linkCandidatesQuerySchema,
        response: { 200: linkCandidatesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<LinkCandidates> => linkCandidates(contextOf(request), request.query.country),
  );

  app.post(
    '/api/admin/links',
    {
      config: { adminAction: 'links.manage' },
      schema: {
        tags,
        summary: 'Issues a public link to an item (its path, with the token, is shown this once)',
        body: issueLinkSchema,
        response: { 201: issuedLinkSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await issueLink(contextOf(request), request.body)),
  );

  app.get(
    '/api/admin/links/:linkId',
    {
      config: { adminAction: 'links.manage' },
      schema: {
        tags,
        summary: 'A link and who opened it (from the content access log)',
        params: linkParamsSchema,
        response: { 200: linkDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<LinkDetail> => linkDetail(contextOf(request), request.params.linkId),
  );

  app.post(
    '/api/admin/links/:linkId/revoke',
    {
      config: { adminAction: 'links.manage' },
      schema: {
        tags,
        summary: 'Revokes a link: it opens nothing from now on',
        params: linkParamsSchema,
        response: { 200: contentLinkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<ContentLink> => revokeLink(contextOf(request), request.params.linkId),
  );

  const clusterAnswer = { 200: clusterMembersSchema, ...errorResponses(400, 401, 403, 409) };

  app.get(
    '/api/admin/clusters/:cluster',
    {
      config: { adminAction: 'clusters.manage' },
      schema: {
        tags,
        summary: "A home row's members as physicians of a country see them, in order",
        params: adminClusterParamsSchema,
        querystring: clusterCountryQuerySchema,
        response: { 200: clusterMembersSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ClusterMembers> =>
      clusterMembers(contextOf(request), request.params.cluster, request.query.country),
  );

  app.get(
    '/api/admin/clusters/:cluster/candidates',
    {
      config: { adminAction: 'clusters.manage' },
      schema: {
        tags,
        summary: 'Items published in the country now that the row does not hold yet',
        params: adminClusterParamsSchema,
        querystring: clusterCountryQuerySchema,
        response: { 200: linkCandidatesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<LinkCandidates> =>
      clusterCandidates(contextOf(request), request.params.cluster, request.query.country),
  );

  app.put(
    '/api/admin/clusters/:cluster/order',
    {
      config: { adminAction: 'clusters.manage' },
      schema: {
        tags,
        summary: "Reorders the row's members a country sees (physicians' homes follow at once)",
        params: adminClusterParamsSchema,
        body: clusterOrderSchema,
        response: clusterAnswer,
      },
    },
    async (request): Promise<ClusterMembers> =>
      reorderCluster(
        contextOf(request),
        request.params.cluster,
        request.body.country,
        request.body.contentIds,
      ),
  );

  app.post(
    '/api/admin/clusters/:cluster/items',
    {
      config: { adminAction: 'clusters.manage' },
      schema: {
        tags,
        summary: 'Adds an item published in the country at the end of the row',
        params: adminClusterParamsSchema,
        body: clusterMemberSchema,
        response: clusterAnswer,
      },
    },
    async (request): Promise<ClusterMembers> =>
      addToCluster(contextOf(request), request.params.cluster, request.body.country, request.body.contentId),
  );

  app.post(
    '/api/admin/clusters/:cluster/items/remove',
    {
      config: { adminAction: 'clusters.manage' },
      schema: {
        tags,
        summary: 'Removes an item from the row (in every country it is published in, all of them yours)',
        params: adminClusterParamsSchema,
        body: clusterMemberSchema,
        response: clusterAnswer,
      },
    },
    async (request): Promise<ClusterMembers> =>
      removeFromCluster(
        contextOf(request),
        request.params.cluster,
        request.body.country,
        request.body.contentId,
      ),
  );
};
