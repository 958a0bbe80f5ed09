// Console routes of captions and transcripts (issue 35): read per media file, the transcript written as
// JSON, the list of published items whose media lack captions. The WebVTT upload itself is a raw body
// (media-upload-routes.ts).
import {
  captionsMissingSchema,
  mediaTextQuerySchema,
  mediaTextSchema,
  transcriptBodySchema,
} from '@portal/contracts';
import { recordMemberAudit, STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { catalogueChanged } from '../content/service.ts';
import { captionsMissing, mediaText, saveTranscript } from '../media/captions-service.ts';

export const captionsRoutes = staffRouteTable([
  staffRoute({
    method: 'GET',
    url: '/api/admin/media/captions',
    action: 'content.read',
    summary: 'Caption tracks and transcripts of one media file, per language',
    query: mediaTextQuerySchema,
    reply: mediaTextSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { query }) => mediaText(ctx.db, query.media),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/media/captions-missing',
    action: 'content.read',
    summary: "Items published in the member's countries whose video or audio has no caption track",
    reply: captionsMissingSchema,
    errors: STAFF_ERRORS.plain,
    handler: (ctx) => captionsMissing(ctx.db, ctx.staff.countries),
  }),
  staffRoute({
    method: 'PUT',
    url: '/api/admin/media/transcript',
    action: 'content.write',
    summary: "Sets (or, empty, removes) a media file's transcript in one language",
    body: transcriptBodySchema,
    reply: mediaTextSchema,
    errors: STAFF_ERRORS.input,
    handler: async (ctx, { body }) => {
      const answer = await saveTranscript(ctx.db, {
        mediaUrl: body.media,
        language: body.language,
        transcript: body.transcript,
        at: ctx.now,
      });
      catalogueChanged(ctx.db);
      await recordMemberAudit(ctx.db, ctx, {
        action: 'media.transcript',
        entityType: 'media',
        entityId: body.media,
        changes: { [body.language]: { before: null, after: body.transcript.length } },
      });
      return answer;
    },
  }),
]);
