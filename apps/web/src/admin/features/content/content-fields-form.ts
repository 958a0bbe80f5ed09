// The editor's state of the fields beyond the first slice (cluster, regulatory texts, products, episodes,
// lessons, seasons): from a saved version, to the draft the API takes, and the field errors — the
// contracts' own rules checked before sending, and the API's 400 field paths after.
import {
  AUTHORED_MAIN_CLUSTERS,
  type ContentDraftInput,
  type ContentFieldName,
  type ContentPart,
  type ContentVersion,
  checkContentFields,
  contentFieldsDraftShape,
  type PlayableKind,
} from '@portal/contracts';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';

export type AuthoredCluster = (typeof AUTHORED_MAIN_CLUSTERS)[number];
const isAuthoredCluster = (value: string): value is AuthoredCluster =>
  (AUTHORED_MAIN_CLUSTERS as readonly string[]).includes(value);

/** One episode or lesson as typed; `rowId` keeps React's rows (and focus) while the list is reordered. */
export interface PartState {
  rowId: string;
  key?: string;
  title: string;
  synopsis: string;
  mediaUrl: string;
  duration: string;
  thumbnailUrl: string;
}

export interface SeasonState {
  rowId: string;
  key?: string;
  title: string;
  episodes: PartState[];
}

export interface ContentFieldsState {
  mainCluster: AuthoredCluster;
  mediaKind: PlayableKind;
  participant: string;
  medicineInsert: string;
  additionalInformation: string;
  products: string[];
  episodes: PartState[];
  lessons: PartState[];
  seasons: SeasonState[];
}

let rows = 0;
export const newRowId = () => `row${++rows}`;

export const emptyPart = (): PartState => ({
  rowId: newRowId(),
  title: '',
  synopsis: '',
  mediaUrl: '',
  duration: '',
  thumbnailUrl: '',
});

export const emptySeason = (): SeasonState => ({ rowId: newRowId(), title: '', episodes: [emptyPart()] });

export const EMPTY_CONTENT_FIELDS: ContentFieldsState = {
  mainCluster: 'to_see',
  mediaKind: 'video',
  participant: '',
  medicineInsert: '',
  additionalInformation: '',
  products: [],
  episodes: [],
  lessons: [],
  seasons: [],
};

const partState = (part: ContentPart): PartState => ({
  rowId: newRowId(),
  key: part.key,
  title: part.title,
  synopsis: part.synopsis ?? '',
  mediaUrl: part.mediaUrl ?? '',
  duration: part.duration === null ? '' : String(part.duration),
  thumbnailUrl: part.thumbnailUrl ?? '',
});

export function contentFieldsOf(version: ContentVersion): ContentFieldsState {
  return {
    mainCluster: isAuthoredCluster(version.mainCluster) ? version.mainCluster : 'to_see',
    mediaKind: version.mediaKind,
    participant: version.participant ?? '',
    medicineInsert: version.medicineInsert ?? '',
    additionalInformation: version.additionalInformation ?? '',
    products: version.products,
    episodes: version.episodes.map(partState),
    lessons: version.lessons.map(partState),
    seasons: version.seasons.map((s) => ({
      rowId: newRowId(),
      key: s.key,
      title: s.title,
      episodes: s.episodes.map(partState),
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

const partDraft = (part: PartState) => ({
  ...(part.key ? { key: part.key } : {}),
  title: part.title,
  synopsis: orNull(part.synopsis),
  mediaUrl: orNull(part.mediaUrl.trim()),
  // Not digits: NaN, which the schema refuses at this part's `duration`.
  duration:
    part.duration.trim() === ''
      ? null
      : /^\d+$/.test(part.duration.trim())
        ? Number(part.duration)
        : Number.NaN,
  thumbnailUrl: orNull(part.thumbnailUrl.trim()),
});

export type ContentFieldsDraft = Pick<ContentDraftInput, ContentFieldName>;

export function contentFieldsDraft(state: ContentFieldsState): ContentFieldsDraft {
  return {
    mainCluster: state.mainCluster,
    mediaKind: state.mediaKind,
    participant: orNull(state.participant.trim()),
    medicineInsert: orNull(state.medicineInsert.trim()),
    additionalInformation: orNull(state.additionalInformation),
    products: state.products,
    episodes: state.episodes.map(partDraft),
    lessons: state.lessons.map(partDraft),
    seasons: state.seasons.map((s) => ({
      ...(s.key ? { key: s.key } : {}),
      title: s.title,
      episodes: s.episodes.map(partDraft),
    })),
  };
}

/** Dotted paths of the fields in error, as the API names them (`episodes.0.title`, `products.1`). */
export type FieldErrors = ReadonlySet<string>;

const fieldsSchema = z.object(contentFieldsDraftShape).superRefine(checkContentFields);

/** The contracts' rules on the draft, before sending. */
export function checkFields(draft: ContentFieldsDraft): FieldErrors {
  const result = fieldsSchema.safeParse(draft);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')));
}

/** The field paths of an API refusal (400 with field errors). */
export function serverFieldErrors(reason: unknown): FieldErrors {
  return new Set(reason instanceof ApiError ? reason.errors.map((e) => e.path) : []);
}

/** Which message a field's error shows, from the last segment of its path. */
export function errorKindOf(path: string) {
  if (path.startsWith('products')) return 'product' as const;
  if (path === 'mediaKind') return 'mediaKind' as const;
  if (path.endsWith('title')) return 'title' as const;
  if (path.endsWith('duration')) return 'duration' as const;
  if (/(mediaUrl|thumbnailUrl|medicineInsert)$/.test(path)) return 'path' as const;
  return 'invalid' as const;
}
