import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import { failureKind, isFailure, toFailure } from './response-status.ts';

describe('toFailure', () => {
  it('keeps the HTTP status of a failed call', () => {
    expect(toFailure('abc', new ApiError(404, { code: 'NOT_FOUND' as never }))).toEqual({
      id: 'abc',
      responseStatus: 404,
    });
    expect(toFailure('abc', new ApiError(403, {})).responseStatus).toBe(403);
  });

  it('uses 0 when no HTTP answer arrived', () => {
    expect(toFailure('abc', new TypeError('Failed to fetch')).responseStatus).toBe(0);
  });
});

describe('failureKind', () => {
  it('separates missing, forbidden and other failures', () => {
    expect(failureKind(404)).toBe('notFound');
    expect(failureKind(410)).toBe('notFound');
    expect(failureKind(403)).toBe('forbidden');
    expect(failureKind(401)).toBe('forbidden');
    expect(failureKind(500)).toBe('error');
    expect(failureKind(0)).toBe('error');
  });
});

describe('isFailure', () => {
  it('tells a failure from an item', () => {
    expect(isFailure({ id: 'x', responseStatus: 500 })).toBe(true);
    expect(isFailure({ id: 'x', title: 'T' } as never)).toBe(false);
  });
});
