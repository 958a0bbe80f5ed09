// GET /media/* : files of the media store with single-range support (the browser's own video and
// audio players seek with it), validators and cache headers. Files under /media/restricted/ need a
// signature issued by an API answer (service.ts) and are cached privately.
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { forbidden, notFound } from '../../errors.ts';
import { parseRange } from './range.ts';
import { createMediaSigner, isRestrictedMediaPath } from './service.ts';
import { LocalMediaStore, type MediaStore } from './store.ts';
import { S3MediaStore } from './store-s3.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStore: MediaStore;
  }
}

export interface MediaRoutesOptions {
  config: AppConfig;
  /** Defaults to the configured store: DATA_DIR/media, or the S3 bucket of MEDIA_STORE=s3. */
  store?: MediaStore;
}

export function createMediaStore(config: AppConfig): MediaStore {
  if (config.media.kind === 's3') return new S3MediaStore(config.media);
  return new LocalMediaStore(join(config.dataDir, 'media'));
}

const CACHE_CONTROL = 'public, max-age=86400';
/** Restricted files: the viewer's own cache only, never past the signature's expiry. */
const privateCacheControl = (validSeconds: number) => `private, max-age=${Math.min(validSeconds, 3600)}`;
// Media is never a document: an SVG opened directly must not run script or reach anything.
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const plugin: FastifyPluginAsync<MediaRoutesOptions> = async (app, { config, store }) => {
  const mediaStore = store ?? createMediaStore(config);
  app.decorate('mediaStore', mediaStore);
  app.addHook('onClose', async () => mediaStore.close?.());
  const signer = createMediaSigner(config.idpPartnerSecret);

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    let cacheControl = CACHE_CONTROL;
    if (isRestrictedMediaPath(path)) {
      const validSeconds = signer.verify(path, request.query as Record<string, unknown>, app.clock.now());
      if (validSeconds === null) throw forbidden('This file needs a valid, unexpired link');
      cacheControl = privateCacheControl(validSeconds);
    }
    const info = await mediaStore.stat(path);
    if (!info) throw notFound('Media not found');

    const etag = `W/"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', cacheControl)
      .header('etag', etag)
      .header('last-modified', info.modifiedAt.toUTCString())
      .header('content-security-policy', MEDIA_CSP)
      .header('cross-origin-resource-policy', 'same-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();

    // If-Range with another validator: the file changed, so send it whole.
    const ifRange = request.headers['if-range'];
    const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
    const range = parseRange(rangeHeader, info.size);
    if (range.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${info.size}`)
        .send({ statusCode: 416, code: 'BAD_REQUEST', message: 'Range not satisfiable' });
    }
    reply.type(info.contentType);
    if (range.kind === 'range') {
      const { start, end } = range.range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${info.size}`)
        .header('content-length', end - start + 1)
        .send(mediaStore.createReadStream(path, range.range));
    }
    return reply.header('content-length', info.size).send(mediaStore.createReadStream(path));
  });
};

export const mediaRoutes = fp(plugin, { name: 'media', dependencies: ['db'] });
