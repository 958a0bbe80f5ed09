// Console uploads to the media store (issue 15): the kinds the API accepts (judged from the bytes, never the
// name), each kind's size limit (shared so the console refuses a too-large file before sending it) and the
// answer.
import { z } from 'zod';

export const MEDIA_KINDS = ['image', 'video', 'audio', 'pdf'] as const;
export const mediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof mediaKindSchema>;

const MB = 1024 * 1024;
/** The largest file of each kind, in bytes. */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: 5 * MB,
  pdf: 50 * MB,
  audio: 200 * MB,
  video: 2048 * MB,
};

/** `?accept=image` or `?accept=video,audio`: the kinds this upload may be (any kind when absent). */
export const mediaUploadQuerySchema = z.object({
  accept: z
    .string()
    .max(100)
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(z.array(mediaKindSchema).min(1))
    .optional(),
});
export type MediaUploadQuery = z.input<typeof mediaUploadQuerySchema>;

export const mediaUploadResponseSchema = z.object({
  /** The path inside the media store (`console/<uuid>.mp4`). */
  path: z.string(),
  /** Where pages load it (`/media/console/<uuid>.mp4`). */
  url: z.string(),
  kind: mediaKindSchema,
  mimeType: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;
