import type { ContentItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import type { ReadyLink } from './public-access.ts';
import { checkLink, denialFor, publicContentQuery, unlockContent } from './public-access.ts';
import type { PublicApi } from './public-client.ts';

const link: ReadyLink = { kind: 'ready', contentId: 'c-1', token: 'tok', vidKey: 'vid', audience: 'hcp' };
const visitor = { name: 'Ana Souza', registerNumber: '123456' };
const item = { id: 'c-1', title: 'Insuficiência cardíaca' } as ContentItem;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A fake client answering by path; a function may throw to play an HTTP error. */
function fakeClient(answers: Record<string, () => unknown>) {
  const calls: Call[] = [];
  const answer = async (path: string) => {
    const key = path.split('?')[0] ?? path;
    const reply = answers[key];
    if (!reply) throw new Error(`unexpected call ${key}`);
    return reply();
  };
  const client = {
    get: async (path: string, options?: { query?: Record<string, unknown> }) => {
      calls.push({ method: 'GET', path, query: options?.query });
      return answer(path);
    },
    post: async (path: string, body?: unknown) => {
      calls.push({ method: 'POST', path, body });
      return answer(path);
    },
  } as unknown as PublicApi;
  return { client, calls };
}

const refuse = (status: number) => () => {
  throw new ApiError(status, { message: 'no' });
};

describe('unlockContent', () => {
  it('accepts the terms, checks access, then fetches the item, in that order', async () => {
    const { client, calls } = fakeClient({
      '/api/public/acceptTerms': () => ({ accepted: true }),
      '/api/public/userAccess': () => ({ allowed: true, termsAccepted: true }),
      '/api/public/contents/c-1': () => item,
    });
    await expect(unlockContent(client, link, visitor)).resolves.toEqual({ kind: 'content', item });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/public/acceptTerms',
      'GET /api/public/userAccess',
      'GET /api/public/contents/c-1',
    ]);
    expect(calls[0]?.body).toEqual({
      contentId: 'c-1',
      name: 'Ana Souza',
      registerNumber: '123456',
      vidKey: 'vid',
      token: 'tok',
      audience: 'hcp',
    });
    expect(calls[1]?.query).toMatchObject({
      contentId: 'c-1',
      token: 'tok',
      registerNumber: '123456',
      vidKey: 'vid',
    });
    expect(calls[2]?.query).toMatchObject({ token: 'tok', name: 'Ana Souza', registerNumber: '123456' });
    expect(calls[2]?.query).not.toHaveProperty('logContentAccess');
  });

  it('stops before the item when access is not confirmed', async () => {
    const denied = fakeClient({
      '/api/public/acceptTerms': () => ({ accepted: true }),
      '/api/public/userAccess': () => ({ allowed: false, termsAccepted: false }),
    });
    await expect(unlockContent(denied.client, link, visitor)).resolves.toEqual({
      kind: 'denied',
      reason: 'badToken',
    });
    expect(denied.calls).toHaveLength(2);

    const noTerms = fakeClient({
      '/api/public/acceptTerms': () => ({ accepted: true }),
      '/api/public/userAccess': () => ({ allowed: true, termsAccepted: false }),
    });
    await expect(unlockContent(noTerms.client, link, visitor)).resolves.toEqual({
      kind: 'denied',
      reason: 'termsNotAccepted',
    });
  });

  it('turns HTTP refusals into reasons', async () => {
    const badToken = fakeClient({ '/api/public/acceptTerms': refuse(401) });
    await expect(unlockContent(badToken.client, link, visitor)).resolves.toEqual({
      kind: 'denied',
      reason: 'badToken',
    });
    const gone = fakeClient({
      '/api/public/acceptTerms': () => ({ accepted: true }),
      '/api/public/userAccess': () => ({ allowed: true, termsAccepted: true }),
      '/api/public/contents/c-1': refuse(404),
    });
    await expect(unlockContent(gone.client, link, visitor)).resolves.toEqual({
      kind: 'denied',
      reason: 'notFound',
    });
  });
});

describe('checkLink', () => {
  it('asks userAccess without a register number and reads allowed', async () => {
    const ok = fakeClient({ '/api/public/userAccess': () => ({ allowed: true, termsAccepted: false }) });
    await expect(checkLink(ok.client, link)).resolves.toEqual({ kind: 'open' });
    expect(ok.calls[0]?.query?.registerNumber).toBeUndefined();
    const bad = fakeClient({ '/api/public/userAccess': () => ({ allowed: false, termsAccepted: false }) });
    await expect(checkLink(bad.client, link)).resolves.toEqual({ kind: 'denied', reason: 'badToken' });
    const error = fakeClient({ '/api/public/userAccess': refuse(500) });
    await expect(checkLink(error.client, link)).resolves.toEqual({ kind: 'denied', reason: 'failed' });
  });
});

describe('denialFor', () => {
  it('maps statuses and non-HTTP errors', () => {
    expect(denialFor(new ApiError(401, {}))).toBe('badToken');
    expect(denialFor(new ApiError(403, {}))).toBe('termsNotAccepted');
    expect(denialFor(new ApiError(403, { code: 'PROFESSIONAL_NOT_VERIFIED' }))).toBe('notRegistered');
    expect(denialFor(new ApiError(404, {}))).toBe('notFound');
    expect(denialFor(new ApiError(502, {}))).toBe('failed');
    expect(denialFor(new TypeError('offline'))).toBe('failed');
  });
});

describe('publicContentQuery', () => {
  it('leaves the audience out when the link has none', () => {
    expect(publicContentQuery({ ...link, audience: null }, visitor).audience).toBeUndefined();
  });
});
