// The content fields of the spec an editor authors beyond the first slice (issue 15 point 6): the main
// cluster and its media kind, the regulatory texts, participant, products, and the structure (episodes,
// lessons, seasons of episodes). admin.ts spreads these into the draft and version schemas.
import { MAIN_CLUSTERS } from '@portal/countries';
import { z } from 'zod';
import { contentIdSchema } from './content.ts';

/** Every cluster an item can have as its own (`to_home` is the home page, never an item's). */
export const AUTHORED_MAIN_CLUSTERS = MAIN_CLUSTERS.filter(
  (cluster): cluster is Exclude<(typeof MAIN_CLUSTERS)[number], 'to_home'> => cluster !== 'to_home',
);
export const PLAYABLE_KINDS = ['video', 'audio'] as const;
export type PlayableKind = (typeof PLAYABLE_KINDS)[number];

/** Clusters whose media kind is fixed (the tag says Video or Audio). */
export const CLUSTER_MEDIA_KIND: Partial<Record<(typeof MAIN_CLUSTERS)[number], PlayableKind>> = {
  to_see: 'video',
  to_listen: 'audio',
};

/** A part's or season's key: stable across versions, so a republished lesson keeps its views. */
export const partKeySchema = z.string().regex(/^[a-z0-9]{4,16}$/);

export const MAX_PARTS = 100;
export const MAX_SEASONS = 20;

/** A file under /media or an https address (media, thumbnails, documents). */
export const mediaPathSchema = z
  .string()
  .max(500)
  .regex(/^(\/media\/[A-Za-z0-9._/-]+|https:\/\/[^\s]+)$/);
const path = mediaPathSchema;

/** An episode or a lesson as the editor writes it (no key: a new one, given a key when saved). */
export const contentPartDraftSchema = z.object({
  key: partKeySchema.optional(),
  title: z.string().trim().min(1).max(200),
  synopsis: z.string().trim().max(2000).nullable().default(null),
  mediaUrl: path.nullable().default(null),
  duration: z.number().int().min(0).max(100_000).nullable().default(null),
  thumbnailUrl: path.nullable().default(null),
});

export const contentSeasonDraftSchema = z.object({
  key: partKeySchema.optional(),
  title: z.string().trim().min(1).max(200),
  episodes: z.array(contentPartDraftSchema).max(MAX_PARTS).default([]),
});

/** The fields of this file in a draft (every one optional, so older clients' drafts still pass). */
export const contentFieldsDraftShape = {
  mainCluster: z.enum(AUTHORED_MAIN_CLUSTERS).default('to_see'),
  mediaKind: z.enum(PLAYABLE_KINDS).default('video'),
  participant: z.string().trim().max(200).nullable().default(null),
  /** The package leaflet: a PDF under /media or an https address (the portal links it). */
  medicineInsert: path.nullable().default(null),
  /** HTML, sanitised when published (like the body). */
  additionalInformation: z.string().max(20_000).nullable().default(null),
  /** Ids of products shown in every country of the item. */
  products: z.array(contentIdSchema).max(20).default([]),
  episodes: z.array(contentPartDraftSchema).max(MAX_PARTS).default([]),
  lessons: z.array(contentPartDraftSchema).max(MAX_PARTS).default([]),
  seasons: z.array(contentSeasonDraftSchema).max(MAX_SEASONS).default([]),
};

interface Checked {
  mainCluster: string;
  mediaKind: PlayableKind;
  products: string[];
  episodes: { key?: string }[];
  lessons: { key?: string }[];
  seasons: { key?: string; episodes: { key?: string }[] }[];
}

/** Cross-field rules: the media kind the cluster implies, no product twice, keys unique within the item. */
export function checkContentFields(draft: Checked, ctx: z.RefinementCtx): void {
  const kind = CLUSTER_MEDIA_KIND[draft.mainCluster as (typeof MAIN_CLUSTERS)[number]];
  if (kind && draft.mediaKind !== kind) {
    ctx.addIssue({ code: 'custom', path: ['mediaKind'], message: `The cluster's media kind is ${kind}` });
  }
  draft.products.forEach((id, i) => {
    if (draft.products.indexOf(id) !== i)
      ctx.addIssue({ code: 'custom', path: ['products', i], message: 'Product given twice' });
  });
  const keys = [
    ...draft.episodes,
    ...draft.lessons,
    ...draft.seasons,
    ...draft.seasons.flatMap((s) => s.episodes),
  ].flatMap((part) => (part.key ? [part.key] : []));
  if (new Set(keys).size !== keys.length)
    ctx.addIssue({ code: 'custom', path: ['episodes'], message: 'Part keys must be unique' });
}

/** A saved episode or lesson: every one has its key. */
export const contentPartSchema = z.object({
  key: z.string(),
  title: z.string(),
  synopsis: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  duration: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type ContentPart = z.infer<typeof contentPartSchema>;
export type ContentPartDraft = z.input<typeof contentPartDraftSchema>;

export const contentSeasonSchema = z.object({
  key: z.string(),
  title: z.string(),
  episodes: z.array(contentPartSchema),
});
export type ContentSeason = z.infer<typeof contentSeasonSchema>;

/** The fields of this file in a version (defaults filled in for versions written before them). */
export const contentFieldsVersionShape = {
  mainCluster: z.string(),
  mediaKind: z.enum(PLAYABLE_KINDS),
  participant: z.string().nullable(),
  medicineInsert: z.string().nullable(),
  additionalInformation: z.string().nullable(),
  products: z.array(z.string()),
  episodes: z.array(contentPartSchema),
  lessons: z.array(contentPartSchema),
  seasons: z.array(contentSeasonSchema),
};

/** The names of this file's fields: the same in a draft and in a version. */
export type ContentFieldName = keyof typeof contentFieldsVersionShape;

/** GET /api/admin/content-products: what an editor may pick, in the member's countries. */
export const contentProductOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
});
export const contentProductOptionsSchema = z.object({ products: z.array(contentProductOptionSchema) });
export type ContentProductOption = z.infer<typeof contentProductOptionSchema>;
export type ContentProductOptions = z.infer<typeof contentProductOptionsSchema>;
