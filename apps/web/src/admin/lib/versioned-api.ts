// The calls of a versioned record kind over /api/admin/<name> (content, events, and any kind whose API
// has the same shape): the list, one record, save (create or edit the draft), submit for review, the MLR
// decision, publish in a country, withdraw from one. Also the kind's place in the console and the actions
// that write, review and publish it (the same names as the API's policy).
//
// Use: export const eventsApi = versionedApi<AdminEvent, AdminEventList, EventDraftInput, EventReviewDecision,
//        { country: string }>('events');
//      useQuery(eventsApi.query(id)); eventsApi.submit(id); <VersionWorkflow kind={eventsApi.kind} ...>
import type { AdminAction } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './api.ts';

type NamesWith<Action extends string> = AdminAction extends infer A
  ? A extends `${infer Name}.${Action}`
    ? Name
    : never
  : never;

/** The kinds whose records are written, reviewed (MLR) and published: those with all three actions. */
export type VersionedName = NamesWith<'write'> & NamesWith<'review'> & NamesWith<'publish'>;

/** Where a kind of record lives in the console and which actions write, review and publish it. */
export interface VersionedKind {
  /** The list's path; a record is at `${path}/${id}`, its editor at `${path}/${id}/edit`. */
  path: string;
  write: AdminAction;
  review: AdminAction;
  /** Absent for a kind whose approval activates it (a course's exam). */
  publish?: AdminAction;
}

export function versionedApi<Item, List, Draft, Review, Publish>(name: VersionedName) {
  const base = `/api/admin/${name}`;
  const path = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const post = (id: string, action: string, body?: unknown) =>
    adminRequest<Item>('POST', `${path(id)}/${action}`, body);
  return {
    kind: {
      path: `/${name}`,
      write: `${name}.write`,
      review: `${name}.review`,
      publish: `${name}.publish`,
    } satisfies VersionedKind,
    /** Every page of the list (its key is the prefix of each page's key, to ask them all again). */
    listQuery: queryOptions({
      queryKey: ['admin', name, 'list'],
      queryFn: () => adminRequest<List>('GET', base),
    }),
    /** One page of the list: `search` is the API's query string (components/catalogue/catalogue-params.ts). */
    pageQuery: (search: string) =>
      queryOptions({
        queryKey: ['admin', name, 'list', search],
        queryFn: () => adminRequest<List>('GET', `${base}?${search}`),
      }),
    query: (id: string) =>
      queryOptions({
        queryKey: ['admin', name, id],
        queryFn: () => adminRequest<Item>('GET', path(id)),
      }),
    save: (id: string | undefined, draft: Draft) =>
      id ? adminRequest<Item>('PUT', path(id), draft) : adminRequest<Item>('POST', base, draft),
    submit: (id: string) => post(id, 'submit'),
    review: (id: string, decision: Review) => post(id, 'review', decision),
    publish: (id: string, request: Publish) => post(id, 'publish', request),
    withdraw: (id: string, country: string) => post(id, 'withdraw', { country }),
    /** Starts editing a record live without a console version: its first draft, from what is live. */
    startDraft: (id: string) => post(id, 'draft'),
  };
}

/** A record's preview as a physician of `country` reads it (`null`: none chosen yet, so nothing is asked). */
export const versionPreviewQuery = <Preview>(name: VersionedName, id: string, country: string | null) =>
  queryOptions({
    queryKey: ['admin', name, id, 'preview', country],
    queryFn: () =>
      adminRequest<Preview>(
        'GET',
        `/api/admin/${name}/${encodeURIComponent(id)}/preview?country=${encodeURIComponent(country ?? '')}`,
      ),
    enabled: country !== null,
  });
