// HTTP caching where it is safe. A route that answers the same bytes to everyone opts in with
// `config: { etag: true }`: its 200 answers carry a weak ETag of the body (weak: the same tag names the
// plain and the compressed forms) and a matching If-None-Match gets 304 without the body. Answers to a
// request carrying a bearer token are personal: they get `private, no-store` unless the route chose its
// own cache-control. Registered before compression, so the tag is computed on the uncompressed body.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every caller: tag it and answer 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // Weak comparison (RFC 9110 13.1.2): the W/ prefix does not count.
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

export const httpCachePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers.authorization && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      }
      const cacheable =
        reply.routeOptions.config?.etag === true &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        reply.statusCode === 200 &&
        (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (!cacheable) return payload;
      const etag = weakEtag(payload as string | Buffer);
      reply.header('etag', etag);
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    });
  },
  { name: 'http-cache' },
);
