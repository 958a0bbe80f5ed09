// PUT /api/admin/media: a console upload streamed to the media store (video, audio, PDF, images). Staff
// with the authoring role only, checked in onRequest before a byte of the body is read; rate-limited;
// the kind judged from the first bytes (upload-service.ts); audited as `media.upload`.
import { Readable } from 'node:stream';
import {
  CAPTIONS_MAX_BYTES,
  captionUploadQuerySchema,
  MEDIA_KINDS,
  mediaTextSchema,
  mediaUploadQuerySchema,
  mediaUploadResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import {
  contextOf,
  declareStaffRoutes,
  recordMemberAudit,
  staffRoute,
  staffRoutes,
} from '../console-kernel/index.ts';
import { catalogueChanged } from '../content/service.ts';
import { saveCaptionFile } from '../media/captions-service.ts';
import { MediaGate, tooLarge, UPLOAD_MAX_BYTES, unsupportedMedia, uploadTarget } from './upload-service.ts';

const uploadEntry = (config: AppConfig) =>
  staffRoute({
    method: 'PUT',
    url: '/api/admin/media',
    action: 'content.write',
    config: { rateLimit: { max: config.formRateLimitPerMinute * 3, timeWindow: '1 minute' } },
    summary: 'Uploads a file (raw body) to the media store: video, audio, PDF or image',
    description:
      'MP4/M4V and WebM video; MP3, M4A/AAC, Ogg (Opus, Vorbis) and WAV audio; PDF; PNG, JPEG and WebP ' +
      'images. The type is judged from the first bytes, never the name or content type (415 otherwise); ' +
      'each kind has its limit (413: images 5 MB, PDF 50 MB, audio 200 MB, video 2 GB). `accept` narrows ' +
      'the kinds allowed.',
    query: mediaUploadQuerySchema,
    reply: mediaUploadResponseSchema,
    status: 201,
    errors: [400, 401, 403, 413, 415, 429],
    handler: async (ctx, { query, request }) => {
      const accepted = query.accept ?? MEDIA_KINDS;
      const source = request.body;
      if (!(source instanceof Readable)) throw unsupportedMedia(accepted);
      const declared = Number(request.headers['content-length'] ?? Number.NaN);
      if (declared > UPLOAD_MAX_BYTES) throw tooLarge(null, UPLOAD_MAX_BYTES);

      const gate = new MediaGate(accepted, Number.isFinite(declared) ? declared : null);
      gate.on('error', () => {}); // reported through `kind` or the store's put below
      source.on('error', (error) => gate.destroy(error));
      source.pipe(gate);
      const media = await gate.kind;
      const target = uploadTarget(media);
      try {
        await request.server.mediaStore.put(target.path, gate);
      } catch (error) {
        // The gate's own refusal (413) rather than the store's view of it (a premature close).
        throw gate.errored instanceof AppError ? gate.errored : error;
      }
      await recordMemberAudit(ctx.db, ctx, {
        action: 'media.upload',
        entityType: 'media',
        entityId: target.url,
        changes: {
          kind: { before: null, after: media.kind },
          size: { before: null, after: gate.bytes },
          type: { before: null, after: media.mimeType },
        },
      });
      return { ...target, kind: media.kind, mimeType: media.mimeType, bytes: gate.bytes };
    },
  });

/** The whole body, refused with 413 past `limit` bytes. */
async function readLimited(source: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(null, limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** PUT /api/admin/media/captions: a WebVTT file for one media file and language (issue 35). */
const captionsEntry = (config: AppConfig) =>
  staffRoute({
    method: 'PUT',
    url: '/api/admin/media/captions',
    action: 'content.write',
    config: { rateLimit: { max: config.formRateLimitPerMinute * 3, timeWindow: '1 minute' } },
    summary: 'Uploads the WebVTT captions (raw body) of a media file in one language',
    description:
      'The body must be UTF-8 WebVTT: the "WEBVTT" signature line (415 otherwise) and cues whose timing ' +
      'reads `hh:mm:ss.ttt --> hh:mm:ss.ttt`, ending after they start, each with its text (400 with the ' +
      'line and reason otherwise); 1 MB at most (413). Stored beside the media file.',
    query: captionUploadQuerySchema,
    reply: mediaTextSchema,
    errors: [400, 401, 403, 413, 415, 429],
    handler: async (ctx, { query, request }) => {
      const source = request.body;
      if (!(source instanceof Readable))
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Captions must be a WebVTT file');
      const declared = Number(request.headers['content-length'] ?? Number.NaN);
      if (declared > CAPTIONS_MAX_BYTES) throw tooLarge(null, CAPTIONS_MAX_BYTES);
      const bytes = await readLimited(source, CAPTIONS_MAX_BYTES);
      const answer = await saveCaptionFile(ctx.db, request.server.mediaStore, {
        mediaUrl: query.media,
        language: query.language,
        bytes,
        at: ctx.now,
      });
      catalogueChanged(ctx.db);
      await recordMemberAudit(ctx.db, ctx, {
        action: 'media.captions',
        entityType: 'media',
        entityId: query.media,
        changes: { [query.language]: { before: null, after: bytes.length } },
      });
      return answer;
    },
  });

export const mediaUploadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(
    staffRoutes(async (scope) => {
      // Every body of this scope is the raw stream, whatever its declared type (the bytes decide).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      declareStaffRoutes(scope, [uploadEntry(config), captionsEntry(config)], contextOf);
    }),
  );
};
