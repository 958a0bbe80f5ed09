// Console fields beside courses and media (issue 35): the course's certificate signer (the responsible
// physician's name, role and signature image) and, per media file, WebVTT captions and a transcript per
// language (WCAG 2.2 1.2.1, 1.2.2).
import { z } from 'zod';

/** A file under /media (never `..`): what items, parts and signers store. */
const mediaUrlSchema = z
  .string()
  .max(500)
  .regex(/^\/media\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/)
  .refine((url) => !url.split('/').includes('..'), 'No parent segments');

export const courseCertificateSignerSchema = z.object({
  name: z.string().trim().min(3).max(120),
  role: z.string().trim().min(2).max(160),
  /** A PNG uploaded to the media store; null: name and role only. */
  signatureUrl: mediaUrlSchema
    .refine((url) => url.toLowerCase().endsWith('.png'), 'The signature must be a PNG image')
    .nullable(),
});
export type CourseCertificateSigner = z.infer<typeof courseCertificateSignerSchema>;

export const courseCertificateSchema = z.object({ signer: courseCertificateSignerSchema.nullable() });
export type CourseCertificate = z.infer<typeof courseCertificateSchema>;

export const CAPTION_LANGUAGES = ['pt-BR', 'es', 'es-MX'] as const;
export const captionLanguageSchema = z.enum(CAPTION_LANGUAGES);
export type CaptionLanguage = z.infer<typeof captionLanguageSchema>;

/** The largest WebVTT file accepted (an hour of dense captions is about 100 KB). */
export const CAPTIONS_MAX_BYTES = 1024 * 1024;

export const mediaTextQuerySchema = z.object({ media: mediaUrlSchema });
export const captionUploadQuerySchema = mediaTextQuerySchema.extend({ language: captionLanguageSchema });

export const transcriptBodySchema = z.object({
  media: mediaUrlSchema,
  language: captionLanguageSchema,
  /** Plain text; empty removes it. */
  transcript: z.string().trim().max(200_000),
});

export const mediaTextTrackSchema = z.object({
  language: captionLanguageSchema,
  captionsUrl: z.string().nullable(),
  transcript: z.string().nullable(),
});

export const mediaTextSchema = z.object({ media: z.string(), tracks: z.array(mediaTextTrackSchema) });
export type MediaText = z.infer<typeof mediaTextSchema>;

/** Items published in the member's countries whose video or audio (main or of an episode/lesson) has no caption track. */
export const captionsMissingSchema = z.object({
  items: z.array(z.object({ contentId: z.string(), title: z.string(), mediaUrls: z.array(z.string()) })),
});
export type CaptionsMissing = z.infer<typeof captionsMissingSchema>;
