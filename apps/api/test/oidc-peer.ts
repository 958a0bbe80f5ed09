// Test support: a real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for LinkedIn or
// Facebook. Its login and consent screens are replaced by a programmatic login of `nextUser`.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface PeerUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the provider signs in when the browser reaches its login step. */
  nextUser: PeerUser;
  close(): Promise<void>;
}

export interface OidcPeerOptions {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}

export async function startOidcPeer(options: OidcPeerOptions): Promise<OidcPeer> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const users = new Map<string, PeerUser>();
  const peer: OidcPeer = {
    issuer: `http://127.0.0.1:${port}`,
    clientId: options.clientId ?? 'portal-test-client',
    clientSecret: options.clientSecret ?? 'portal-test-client-secret: with symbols & more',
    nextUser: { sub: 'nobody' },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(peer.issuer, {
    clients: [
      {
        client_id: peer.clientId,
        client_secret: peer.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      return user ? { accountId: sub, claims: () => ({ ...user }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-peer-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    jwks: { keys: [{ ...signingKey, kid: 'peer-key-1', use: 'sig', alg: 'RS256' }] },
  });
  const callback = provider.callback();

  handle = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    // Login and consent in one step, as if the user had signed in and accepted.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const user = peer.nextUser;
      users.set(user.sub, user);
      const grant = new provider.Grant({ accountId: user.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };
  return peer;
}
