// What changed in a content item since its last approved version, field by field, for the reviewer
// (GET /api/admin/content/:id/changes). Texts come as word-level segments of their plain text (rich
// text read without its markup), lists as what was added and removed, other values as before and after.
import { z } from 'zod';

/** The fields compared, in the order the review page lists them. */
export const CONTENT_CHANGE_FIELDS = [
  'title',
  'synopsis',
  'body',
  'additionalInformation',
  'participant',
  'duration',
  'language',
  'mainCluster',
  'mediaKind',
  'mediaUrl',
  'medicineInsert',
  'thumbnailUrl',
  'thumbnailVariants',
  'specialties',
  'products',
  'countries',
  'seasons',
  'episodes',
  'lessons',
] as const;
export type ContentChangeField = (typeof CONTENT_CHANGE_FIELDS)[number];

export const textSegmentSchema = z.object({
  op: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export type TextSegment = z.infer<typeof textSegmentSchema>;

const field = z.enum(CONTENT_CHANGE_FIELDS);

export const fieldChangeSchema = z.discriminatedUnion('kind', [
  /** A text or rich text: the words kept, added and removed, in reading order. */
  z.object({ kind: z.literal('text'), field, segments: z.array(textSegmentSchema) }),
  /** Codes or ids (specialties, products, countries). */
  z.object({ kind: z.literal('list'), field, added: z.array(z.string()), removed: z.array(z.string()) }),
  /** Anything else, as a line of text before and after (null: empty). */
  z.object({ kind: z.literal('value'), field, before: z.string().nullable(), after: z.string().nullable() }),
]);
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const contentChangesSchema = z.object({
  /** The version compared against: the last approved one before the latest; null when there is none. */
  fromVersion: z.number().int().nullable(),
  toVersion: z.number().int(),
  /** Only the fields that differ; every field of the latest version when there is nothing to compare. */
  changes: z.array(fieldChangeSchema),
});
export type ContentChanges = z.infer<typeof contentChangesSchema>;
