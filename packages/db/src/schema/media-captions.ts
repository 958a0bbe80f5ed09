import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * Captions (a WebVTT file) and a transcript of one media file, per language (WCAG 2.2 1.2.1, 1.2.2).
 * Keyed by the media's URL, so the same file carries them wherever it plays: an item's main media, an
 * episode or a lesson. A row holds either or both.
 */
export const mediaCaptions = pgTable(
  'media_captions',
  {
    /** The media file's URL as items and parts store it (`/media/...`). */
    mediaUrl: text('media_url').notNull(),
    /** BCP 47: pt-BR, es, es-MX. */
    language: text('language').notNull(),
    /** The WebVTT file under /media (next to the media: restricted media's captions are restricted). */
    captionsUrl: text('captions_url'),
    transcript: text('transcript'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.mediaUrl, table.language] })],
);

export type MediaCaptionRow = typeof mediaCaptions.$inferSelect;
