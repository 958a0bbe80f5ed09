import { DEFAULT_HOST_MAP, getCountry } from '@portal/countries';
import { and, eq, idpAccounts, idpSocialIdentities, idpTokens, isNull, lt, sql } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDP_SECRET } from '#test/config.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { type OidcPeer, type PeerUser, startOidcPeer } from '#test/oidc-peer.ts';
import type { App } from '../../../app.ts';
import { hashPassword, verifyPassword } from '../../passwords/service.ts';
import { createAccount } from '../accounts.ts';
import { verifyUidSignature } from '../signature.ts';

const HOST = 'br.portal.test';
const CALLBACK_URL = `http://${HOST}/idp/socialize.callback`;
const BR_API_KEY = getCountry('BR').apiKey;

interface Landing {
  url: URL;
  params: URLSearchParams;
}

function landingOf(location: string | undefined): Landing {
  expect(location).toBeDefined();
  const url = new URL(String(location));
  return { url, params: new URLSearchParams(url.hash.slice(1)) };
}

/** Carries the provider's cookies between requests, as the browser does. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describeEachDatabase('social sign-in through OpenID Connect', (ctx) => {
  let peer: OidcPeer;
  let app: App;

  beforeAll(async () => {
    peer = await startOidcPeer({ redirectUris: [CALLBACK_URL] });
    app = await ctx.buildApp({
      // A host the portal serves: redirects are built only from served hosts.
      hostMap: { ...DEFAULT_HOST_MAP, [HOST]: 'BR' },
      socialProviders: {
        linkedin: { issuer: peer.issuer, clientId: peer.clientId, clientSecret: peer.clientSecret },
      },
    });
  });
  afterAll(async () => {
    await peer?.close();
  });

  function start(query: Record<string, string>) {
    return app.inject({
      method: 'GET',
      url: `/idp/socialize.login?${new URLSearchParams(query)}`,
      headers: { host: HOST },
    });
  }

  /** Browser at the provider: follows its redirects until it is sent back to the portal. */
  async function throughProvider(authorizationUrl: string, user: PeerUser): Promise<string> {
    peer.nextUser = user;
    const jar = new CookieJar();
    let location = authorizationUrl;
    for (let hop = 0; hop < 10 && location.startsWith(peer.issuer); hop++) {
      const response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(response);
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(300);
      location = new URL(String(response.headers.get('location')), location).toString();
    }
    expect(location.startsWith(CALLBACK_URL)).toBe(true);
    return location;
  }

  function callback(callbackUrl: string) {
    const url = new URL(callbackUrl);
    return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
  }

  async function signIn(user: PeerUser, redirect = '/home'): Promise<Landing> {
    const started = await start({ provider: 'linkedin', apiKey: BR_API_KEY, redirect });
    expect(started.statusCode).toBe(302);
    const back = await callback(await throughProvider(String(started.headers.location), user));
    expect(back.statusCode).toBe(302);
    return landingOf(back.headers.location);
  }

  async function accountsWithEmail(email: string) {
    return app.db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
  }

  describe('GET /idp/socialize.providers', () => {
    it('lists the configured providers only', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/idp/socialize.providers?apiKey=${BR_API_KEY}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ errorCode: 0, providers: ['linkedin'] });
    });

    it('lists none when nothing is configured, and refuses an unknown API key', async () => {
      const plain = await ctx.buildApp();
      const none = await plain.inject({
        method: 'GET',
        url: '/idp/socialize.providers',
        headers: { 'x-api-key': BR_API_KEY },
      });
      expect(none.json()).toMatchObject({ errorCode: 0, providers: [] });
      const unknown = await plain.inject({ method: 'GET', url: '/idp/socialize.providers?apiKey=nope' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toMatchObject({ errorCode: 400093 });
      expect(unknown.json().providers).toBeUndefined();
    });
  });

  describe('GET /idp/socialize.login', () => {
    it("sends the browser to the provider's authorization endpoint with state, nonce and PKCE", async () => {
      const response = await start({ provider: 'linkedin', apiKey: BR_API_KEY, redirect: '/home' });
      expect(response.statusCode).toBe(302);
      const url = new URL(String(response.headers.location));
      expect(`${url.origin}${url.pathname}`).toBe(`${peer.issuer}/auth`);
      const query = Object.fromEntries(url.searchParams);
      expect(query).toMatchObject({
        response_type: 'code',
        client_id: peer.clientId,
        redirect_uri: CALLBACK_URL,
        code_challenge_method: 'S256',
      });
      expect(query.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
      expect(query.state).toMatch(/^[\w-]{43}$/);
      expect(query.nonce).toMatch(/^[\w-]{43}$/);
      expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
      // Only a hash of the state is kept.
      const rows = await app.db.select().from(idpTokens).where(eq(idpTokens.kind, 'social_state'));
      expect(rows.some((row) => row.tokenHash === query.state)).toBe(false);
      expect(rows.length).toBeGreaterThan(0);
    });

    it('answers an unconfigured provider, a missing or unknown API key with an error fragment', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ provider: 'facebook', apiKey: BR_API_KEY }, 'unknown_provider'],
        [{ provider: 'myspace', apiKey: BR_API_KEY }, 'unknown_provider'],
        [{ provider: 'linkedin', apiKey: 'nope' }, 'invalid_api_key'],
        [{ provider: 'linkedin' }, 'invalid_request'],
      ];
      for (const [query, code] of cases) {
        const response = await start(query);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`http://${HOST}/signin/social#error=${code}`);
      }
    });
  });

  describe('GET /idp/socialize.callback', () => {
    const ana: PeerUser = {
      sub: 'linkedin-ana',
      email: 'Ana.Social@Example.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'Social Souza',
    };

    it('creates a verified account on the first sign-in and hands back a valid CDC signature', async () => {
      const { url, params } = await signIn(ana);
      expect(`${url.origin}${url.pathname}`).toBe(`http://${HOST}/signin/social`);
      expect(url.search).toBe('');
      expect(Object.fromEntries(params)).toMatchObject({
        email: 'ana.social@example.com',
        firstName: 'Ana',
        lastName: 'Social Souza',
        provider: 'linkedin',
        redirect: '/home',
      });
      const signed = {
        UID: params.get('UID') ?? '',
        UIDSignature: params.get('UIDSignature') ?? '',
        signatureTimestamp: params.get('signatureTimestamp') ?? '',
      };
      expect(verifyUidSignature(signed, TEST_IDP_SECRET)).toBe('valid');

      const [account] = await accountsWithEmail('ana.social@example.com');
      expect(account).toMatchObject({
        uid: signed.UID,
        country: 'BR',
        passwordHash: null,
        regSource: 'UMBR_website',
      });
      expect(account?.emailVerifiedAt).toBeInstanceOf(Date);
      const links = await app.db
        .select()
        .from(idpSocialIdentities)
        .where(and(eq(idpSocialIdentities.provider, 'linkedin'), eq(idpSocialIdentities.subject, ana.sub)));
      expect(links.map((link) => link.uid)).toEqual([signed.UID]);
    });

    it('finds the same account on the next sign-in, even after the email changed at the provider', async () => {
      const first = await signIn({ ...ana, sub: 'linkedin-again', email: 'again@example.com' });
      const second = await signIn({ ...ana, sub: 'linkedin-again', email: 'again.new@example.com' });
      expect(second.params.get('UID')).toBe(first.params.get('UID'));
      expect(second.params.get('email')).toBe('again@example.com');
      expect(await accountsWithEmail('again.new@example.com')).toEqual([]);
    });

    it('links an account registered with the same email, keeping its verified password', async () => {
      const existing = await createAccount(app.db, {
        country: 'BR',
        email: 'registered@example.com',
        passwordHash: await hashPassword('Registered-Pass-1'),
        emailVerifiedAt: new Date(),
        profile: { firstName: 'Reg', lastName: 'Istered' },
      });
      const { params } = await signIn({
        sub: 'linkedin-registered',
        email: 'REGISTERED@example.com',
        given_name: 'Other',
      });
      expect(params.get('UID')).toBe(existing?.uid);
      expect(params.get('firstName')).toBe('Reg');
      const [account] = await accountsWithEmail('registered@example.com');
      expect(await verifyPassword('Registered-Pass-1', account?.passwordHash ?? '')).toBe(true);
    });

    it('verifies an unverified account it links and drops the password nobody proved', async () => {
      const existing = await createAccount(app.db, {
        country: 'BR',
        email: 'squatted@example.com',
        passwordHash: await hashPassword('Squatter-Pass-1'),
        profile: { firstName: 'Squat', lastName: 'Ter' },
      });
      const { params } = await signIn({
        sub: 'linkedin-owner',
        email: 'squatted@example.com',
        email_verified: true,
      });
      expect(params.get('UID')).toBe(existing?.uid);
      const [account] = await accountsWithEmail('squatted@example.com');
      expect(account?.passwordHash).toBeNull();
      expect(account?.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('refuses a reused, tampered or missing state', async () => {
      const started = await start({ provider: 'linkedin', apiKey: BR_API_KEY });
      const callbackUrl = await throughProvider(String(started.headers.location), {
        sub: 'linkedin-replay',
        email: 'replay@example.com',
      });

      const tampered = new URL(callbackUrl);
      tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
      const refused = await callback(tampered.toString());
      expect(refused.headers.location).toBe(`http://${HOST}/signin/social#error=invalid_state`);

      const first = await callback(callbackUrl);
      expect(landingOf(first.headers.location).params.get('UID')).toBeTruthy();
      const replay = await callback(callbackUrl);
      expect(replay.statusCode).toBe(302);
      expect(replay.headers.location).toBe(`http://${HOST}/signin/social#error=invalid_state`);

      const missing = await app.inject({
        method: 'GET',
        url: '/idp/socialize.callback?code=abc',
        headers: { host: HOST },
      });
      expect(missing.headers.location).toBe(`http://${HOST}/signin/social#error=invalid_state`);
    });

    it('refuses a state older than 10 minutes, and sweeps expired states away', async () => {
      const started = await start({ provider: 'linkedin', apiKey: BR_API_KEY });
      const callbackUrl = await throughProvider(String(started.headers.location), {
        sub: 'linkedin-slow',
        email: 'slow@example.com',
      });
      const past = new Date(Date.now() - 1000);
      await app.db
        .update(idpTokens)
        .set({ expiresAt: past })
        .where(and(eq(idpTokens.kind, 'social_state'), isNull(idpTokens.usedAt)));
      const late = await callback(callbackUrl);
      expect(late.headers.location).toBe(`http://${HOST}/signin/social#error=invalid_state`);

      await start({ provider: 'linkedin', apiKey: BR_API_KEY });
      const expired = await app.db
        .select()
        .from(idpTokens)
        .where(and(eq(idpTokens.kind, 'social_state'), lt(idpTokens.expiresAt, new Date())));
      expect(expired).toEqual([]);
    });

    it('reports a refusal at the provider, and a forged code, as errors', async () => {
      const refusedAt = new URL(
        String((await start({ provider: 'linkedin', apiKey: BR_API_KEY })).headers.location),
      );
      const refused = await callback(
        `${CALLBACK_URL}?error=access_denied&state=${refusedAt.searchParams.get('state')}`,
      );
      expect(refused.headers.location).toBe(`http://${HOST}/signin/social#error=provider_error`);

      const forgedAt = new URL(
        String((await start({ provider: 'linkedin', apiKey: BR_API_KEY })).headers.location),
      );
      const forged = await callback(
        `${CALLBACK_URL}?code=forged&state=${forgedAt.searchParams.get('state')}`,
      );
      expect(forged.headers.location).toBe(`http://${HOST}/signin/social#error=token_failed`);
    });

    // The checks openid-client makes on the answer: the ID token's nonce must be the one this sign-in
    // sent, and the code is good only with this sign-in's PKCE verifier (the provider checks it).
    it.each([
      ['nonce', 'an ID token minted for another sign-in'],
      ['codeVerifier', 'a code stolen from another sign-in'],
    ])('refuses %s not matching (%s), creating nothing', async (field, _case) => {
      const started = await start({ provider: 'linkedin', apiKey: BR_API_KEY });
      const email = `mismatch-${field.toLowerCase()}@example.com`;
      const callbackUrl = await throughProvider(String(started.headers.location), {
        sub: `linkedin-mismatch-${field}`,
        email,
        email_verified: true,
      });
      // The started sign-in's secret replaced, as if the answer belonged to another one.
      await app.db
        .update(idpTokens)
        .set({
          payload: sql`jsonb_set(${idpTokens.payload}, ${`{${field}}`}::text[], '"not-this-one-0123456789abcdef0123456789abcdef"')`,
        })
        .where(and(eq(idpTokens.kind, 'social_state'), isNull(idpTokens.usedAt)));
      const back = await callback(callbackUrl);
      expect(back.headers.location).toBe(`http://${HOST}/signin/social#error=token_failed`);
      expect(await accountsWithEmail(email)).toEqual([]);
    });

    it('refuses an email the provider has not verified, creating nothing', async () => {
      const { params } = await signIn({
        sub: 'linkedin-unverified',
        email: 'unverified@example.com',
        email_verified: false,
      });
      expect(params.get('error')).toBe('email_not_verified');
      expect(params.get('UID')).toBeNull();
      expect(await accountsWithEmail('unverified@example.com')).toEqual([]);
    });

    it('refuses a disabled account', async () => {
      await signIn({ sub: 'linkedin-disabled', email: 'disabled@example.com' });
      await app.db
        .update(idpAccounts)
        .set({ disabled: true })
        .where(eq(idpAccounts.email, 'disabled@example.com'));
      const { params } = await signIn({ sub: 'linkedin-disabled', email: 'disabled@example.com' });
      expect(params.get('error')).toBe('account_disabled');
    });

    it('never returns to a path outside the portal', async () => {
      const { params } = await signIn(
        { sub: 'linkedin-open', email: 'open@example.com' },
        '//evil.example/x',
      );
      expect(params.get('UID')).toBeTruthy();
      expect(params.has('redirect')).toBe(false);
    });
  });
});
