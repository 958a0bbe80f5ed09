import { getCountry } from '@portal/countries';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClientDeps,
  ApiError,
  buildHeaders,
  countryIdentity,
  createApiClient,
  onUnauthorized,
  withQuery,
} from './api-client.ts';
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
  extra: Partial<ApiClientDeps> = {},
) {
  const loading = createCounterStore();
  const calls: { url: string; init: RequestInit }[] = [];
  const saved: { blob: Blob; filename: string }[] = [];
  const api = createApiClient({
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return respond(String(input), init);
    },
    identity: countryIdentity(
      () => mexico,
      () => token,
    ),
    loading,
    saveFile: (blob, filename) => saved.push({ blob, filename }),
    ...extra,
  });
  const header = (index: number, name: string) => new Headers(calls[index]?.init.headers).get(name);
  return { api, loading, calls, saved, header };
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

  it('keeps the whole error body, for calls whose refusals are not envelopes (the login)', async () => {
    const { api } = client(() => jsonResponse(404, { statusCode: 404, internalExceptionMessage: 'no user' }));
    const error = (await api.post('/api/users/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ statusCode: 404, internalExceptionMessage: 'no user' });
  });
});

describe('call options', () => {
  let unregister: (() => void) | null = null;
  afterEach(() => unregister?.());

  it('quiet calls leave the page-blocking loading flag alone', async () => {
    let seen = -1;
    const { api, loading } = client(() => {
      seen = loading.get();
      return jsonResponse(200, {});
    });
    await api.get('/api/search', { quiet: true });
    expect(seen).toBe(0);
    await api.get('/api/search');
    expect(seen).toBe(1);
  });

  it('anonymous calls send the locale id instead of the stored token', async () => {
    const { api, header } = client(() => jsonResponse(200, {}), 'tok');
    await api.get('/api/public/userAccess', { anonymous: true });
    await api.get('/api/users/profile');
    expect(header(0, 'authorization')).toBeNull();
    expect(header(0, 'locale-id')).toBe(mexico.localeId);
    expect(header(1, 'authorization')).toBe('Bearer tok');
  });

  it('signOutOn narrows which refusals sign the user out', async () => {
    const handler = vi.fn();
    unregister = onUnauthorized(handler);
    const refuse = (status: number) => jsonResponse(status, { statusCode: status, code: 'X', message: 'no' });
    const { api } = client((url) => refuse(url.endsWith('401') ? 401 : 403), 'tok');
    const content = api.with({ signOutOn: [401] });
    const publicLinks = api.with({ signOutOn: [] });

    await expect(content.get('/api/contents/403')).rejects.toMatchObject({ status: 403 });
    await expect(publicLinks.get('/api/public/401')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    await expect(content.get('/api/contents/401')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('with() binds defaults that a call can still override, and asks for keepalive per call', async () => {
    const { api, calls, header, loading } = client(() => jsonResponse(204, undefined), 'tok');
    const quietAnonymous = api.with({ quiet: true }).with({ anonymous: true });
    let during = -1;
    const pending = quietAnonymous.post('/api/events/e/attendance', { action: 'left' }, { keepalive: true });
    during = loading.get();
    await pending;
    await quietAnonymous.get('/api/x', { anonymous: false });
    expect(during).toBe(0);
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(header(0, 'authorization')).toBeNull();
    expect(calls[1]?.init.keepalive).toBeUndefined();
    expect(header(1, 'authorization')).toBe('Bearer tok');
  });
});

describe('a client with its own base address (the doctor-finder)', () => {
  it('prefixes every path and sends the same headers', async () => {
    const { api, calls, header } = client(() => jsonResponse(200, { id: 'me' }), 'tok', {
      baseUrl: 'https://docfinder.example.com/v1/',
    });
    await expect(api.get('/me', { query: { q: 'x' } })).resolves.toEqual({ id: 'me' });
    expect(calls[0]?.url).toBe('https://docfinder.example.com/v1/me?q=x');
    expect(header(0, 'x-api-key')).toBe(mexico.apiKey);
    expect(header(0, 'authorization')).toBe('Bearer tok');
  });
});

describe('download', () => {
  it('fetches the file with the token and the asked type, and hands it to the browser by name', async () => {
    const { api, saved, header } = client(
      () => new Response('BEGIN:VCALENDAR', { status: 200, headers: { 'content-type': 'text/calendar' } }),
      'tok',
    );
    await api.download('/api/events/e1/calendar.ics', { accept: 'text/calendar', filename: 'evento-e1.ics' });
    expect(header(0, 'accept')).toBe('text/calendar');
    expect(header(0, 'authorization')).toBe('Bearer tok');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.filename).toBe('evento-e1.ics');
    expect(await saved[0]?.blob.text()).toBe('BEGIN:VCALENDAR');
  });

  it('saves nothing and rejects with the status on an HTTP error', async () => {
    const { api, saved } = client(() =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' }),
    );
    await expect(
      api.download('/api/training/certificates/c.pdf', { accept: 'application/pdf', filename: 'c.pdf' }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(saved).toHaveLength(0);
  });
});

describe("a client with its own caller and sign-out rule (the console's)", () => {
  const staffIdentity = () => new Headers({ accept: 'application/json', authorization: 'Bearer staff-tok' });

  it('sends only its own headers, and ends its session on a 401 alone, through its own handler', async () => {
    const portalHandler = vi.fn();
    const unregister = onUnauthorized(portalHandler);
    const signedOut: number[] = [];
    const { api, header } = client(
      (url) => jsonResponse(Number(url.slice(-3)), { statusCode: 0, code: 'X', message: 'no' }),
      null,
      { identity: staffIdentity, signOutOn: [401], onSignOut: (error) => signedOut.push(error.status) },
    );
    await expect(api.get('/api/admin/403')).rejects.toMatchObject({ status: 403 });
    await expect(api.with({ signOutOn: [] }).post('/api/admin/session/401', {})).rejects.toMatchObject({
      status: 401,
    });
    expect(signedOut).toEqual([]);
    await expect(api.get('/api/admin/401')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toEqual([401]);
    expect(portalHandler).not.toHaveBeenCalled();
    expect(header(0, 'authorization')).toBe('Bearer staff-tok');
    expect(header(0, 'x-api-key')).toBeNull();
    expect(header(1, 'content-type')).toBe('application/json');
    unregister();
  });

  it("saves a download under the server's file name when the caller names none, and answers it", async () => {
    const { api, saved } = client(
      () =>
        new Response('a;b\n1;2\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="exams-2026-11.csv"' },
        }),
      null,
      { identity: staffIdentity },
    );
    await expect(api.download('/api/admin/exports/exams', { accept: 'text/csv' })).resolves.toBe(
      'exams-2026-11.csv',
    );
    expect(saved[0]?.filename).toBe('exams-2026-11.csv');
  });
});

/** The part of XMLHttpRequest an upload uses, answering `status` with `body` once sent. */
class RecordedUpload {
  method = '';
  url = '';
  headers = new Map<string, string>();
  sent: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly answer: { status: number; body: string } | 'network';
  constructor(answer: { status: number; body: string } | 'network') {
    this.answer = answer;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    if (this.answer === 'network') return this.onerror?.();
    this.status = this.answer.status;
    this.responseText = this.answer.body;
    this.onload?.();
  }
}

describe('upload', () => {
  function uploader(answer: ConstructorParameters<typeof RecordedUpload>[0], onSignOut = vi.fn()) {
    const requests: RecordedUpload[] = [];
    const { api, loading } = client(() => jsonResponse(500, {}), 'tok', {
      signOutOn: [401],
      onSignOut,
      xhr: () => {
        const request = new RecordedUpload(answer);
        requests.push(request);
        return request as unknown as XMLHttpRequest;
      },
    });
    return { api, loading, requests, onSignOut };
  }

  it('PUTs the raw file with the caller headers, reports progress and answers the JSON reply', async () => {
    const { api, loading, requests } = uploader({ status: 201, body: '{"path":"/media/a.pdf"}' });
    const progress: number[] = [];
    const file = new Blob(['%PDF']);
    const pending = api.upload<{ path: string }>('/api/admin/media', file, (f) => progress.push(f));
    await expect(pending).resolves.toEqual({ path: '/media/a.pdf' });
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe('/api/admin/media');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(requests[0]?.headers.get('content-type')).toBe('application/octet-stream');
    expect(requests[0]?.sent).toBe(file);
    expect(progress).toEqual([0.5]);
    expect(loading.get()).toBe(0);
  });

  it('rejects a refusal as an ApiError under the sign-out rule, and a network failure with status 0', async () => {
    const refused = uploader({ status: 401, body: '{"statusCode":401,"code":"UNAUTHORIZED","message":"x"}' });
    await expect(
      refused.api.upload('/api/admin/media', new Blob(['x']), () => undefined),
    ).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(refused.onSignOut).toHaveBeenCalledTimes(1);
    const tooBig = uploader({ status: 413, body: '' });
    await expect(
      tooBig.api.upload('/api/admin/media', new Blob(['x']), () => undefined),
    ).rejects.toBeInstanceOf(ApiError);
    expect(tooBig.onSignOut).not.toHaveBeenCalled();
    // A success whose reply is not JSON (a proxy's page) rejects instead of never settling.
    const garbled = uploader({ status: 200, body: '<html>ok</html>' });
    await expect(garbled.api.upload('/api/admin/media', new Blob(['x']), () => undefined)).rejects.toThrow(
      SyntaxError,
    );
    const offline = uploader('network');
    await expect(
      offline.api.upload('/api/admin/media', new Blob(['x']), () => undefined),
    ).rejects.toMatchObject({
      status: 0,
    });
  });
});
