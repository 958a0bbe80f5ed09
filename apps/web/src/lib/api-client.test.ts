import { getCountry } from '@portal/countries';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildHeaders, createApiClient, onUnauthorized, withQuery } from './api-client.ts';
import { createCounterStore } from './loading.ts';

const mexico = getCountry('MX');
const brazil = getCountry('BR');

describe('buildHeaders', () => {
  it('sends the country key, region and locale id when anonymous', () => {
    const headers = buildHeaders(mexico, null, false);
    expect(headers.get('x-api-key')).toBe(mexico.apiKey);
    expect(headers.get('x-region')).toBe('MEXICO');
    expect(headers.get('locale-id')).toBe(mexico.localeId);
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('content-type')).toBeNull();
  });

  it('sends the bearer token instead of the locale id when signed in, and JSON type with a body', () => {
    const headers = buildHeaders(brazil, 'tok-1', true);
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('x-region')).toBe('BRASIL');
    expect(headers.get('locale-id')).toBeNull();
    expect(headers.get('content-type')).toBe('application/json');
  });
});

describe('withQuery', () => {
  it('appends defined values only', () => {
    expect(withQuery('/api/search', { q: 'a b', from: 0, skip: undefined, none: null })).toBe(
      '/api/search?q=a+b&from=0',
    );
    expect(withQuery('/api/x?y=1', { z: true })).toBe('/api/x?y=1&z=true');
  });
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function client(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = null,
) {
  const loading = createCounterStore();
  const calls: { url: string; init: RequestInit }[] = [];
  const api = createApiClient({
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return respond(String(input), init);
    },
    country: () => mexico,
    token: () => token,
    loading,
  });
  return { api, loading, calls };
}

describe('createApiClient', () => {
  let unregister: (() => void) | null = null;
  afterEach(() => unregister?.());

  it('posts JSON and returns the parsed body, with the loading flag on only while pending', async () => {
    let seenDuringRequest = -1;
    const { api, loading, calls } = client(() => {
      seenDuringRequest = loading.get();
      return jsonResponse(201, { id: 'abc' });
    });
    const result = await api.post<{ id: string }>('/api/public/consents', { a: 1 });
    expect(result).toEqual({ id: 'abc' });
    expect(seenDuringRequest).toBe(1);
    expect(loading.get()).toBe(0);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('turns the error envelope into an ApiError and releases the loading flag', async () => {
    const { api, loading } = client(() =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid body',
        errors: [{ path: 'choices.analytics', message: 'Required' }],
      }),
    );
    const error = await api.post('/api/public/consents', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid body' });
    expect((error as ApiError).errors).toEqual([{ path: 'choices.analytics', message: 'Required' }]);
    expect(loading.get()).toBe(0);
  });

  it('keeps the status when the error body is not an envelope', async () => {
    const { api } = client(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it('calls the registered handler on 401 and 403, not on other errors', async () => {
    const handler = vi.fn();
    unregister = onUnauthorized(handler);
    for (const status of [401, 403, 404, 500]) {
      const { api } = client(
        () => jsonResponse(status, { statusCode: status, code: 'X', message: 'no' }),
        'tok',
      );
      await api.get('/api/users/profile').catch(() => undefined);
    }
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls.map(([error]) => (error as ApiError).status)).toEqual([401, 403]);
  });

  it('releases the loading flag when the network fails', async () => {
    const { api, loading } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/x')).rejects.toThrow('Failed to fetch');
    expect(loading.get()).toBe(0);
  });
});
