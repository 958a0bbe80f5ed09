// Spec sections 3 and 8: a failed content fetch yields an item carrying the HTTP status, not an exception.
import type { ContentFetchFailure, ContentItem } from '@portal/contracts';
import { ApiError } from '#lib/api-client.ts';

export type ContentResult = ContentItem | ContentFetchFailure;

export type FailureKind = 'notFound' | 'forbidden' | 'error';

export function isFailure(result: ContentResult): result is ContentFetchFailure {
  return 'responseStatus' in result;
}

/** The status of a failed call; 0 when no HTTP answer arrived (network down, aborted). */
export function toFailure(id: string, error: unknown): ContentFetchFailure {
  return { id, responseStatus: error instanceof ApiError ? error.status : 0 };
}

/** Which message a failure shows: missing/unpublished/expired, not allowed, or anything else. */
export function failureKind(responseStatus: number): FailureKind {
  if (responseStatus === 404 || responseStatus === 410) return 'notFound';
  if (responseStatus === 401 || responseStatus === 403) return 'forbidden';
  return 'error';
}
