// Rows -> the API's content shapes (spec section 3 field names). Stored HTML is sanitised again here so
// a row written by any path reaches the reader inert.
import {
  CONTENT_LANGUAGES,
  type ContentItem,
  type ContentLanguage,
  type ContentSummary,
  type Episode,
  MAIN_CLUSTERS,
  type MainCluster,
  type Media,
  type Product,
  type Season,
  THUMBNAIL_TYPES,
  type Thumbnail,
  type ThumbnailType,
} from '@portal/contracts';
import type { ContentItemRow, ContentPartRow, ProductRow, ThumbnailRow } from '@portal/db';
import { sanitizeContentHtml } from '../content-html/service.ts';
import type { VisibleItemRow } from './repository.ts';

const isThumbnailType = (value: string): value is ThumbnailType =>
  (THUMBNAIL_TYPES as readonly string[]).includes(value);
const isMainCluster = (value: string): value is MainCluster =>
  (MAIN_CLUSTERS as readonly string[]).includes(value);
const isLanguage = (value: string): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(value);

export function toThumbnail(row: ThumbnailRow): Thumbnail | null {
  if (!isThumbnailType(row.type)) return null;
  return {
    id: row.id,
    url: row.url,
    expires: row.expiresAt ? row.expiresAt.toISOString() : null,
    type: row.type,
    urlPdf: row.urlPdf,
  };
}

export function toThumbnails(rows: ThumbnailRow[] | undefined): Thumbnail[] {
  return (rows ?? []).flatMap((row) => toThumbnail(row) ?? []);
}

function toMedia(row: {
  mediaUrl: string | null;
  mediaType: string | null;
  mediaMimeType: string | null;
}): Media | null {
  if (!row.mediaUrl || (row.mediaType !== 'video' && row.mediaType !== 'audio')) return null;
  return {
    url: row.mediaUrl,
    type: row.mediaType,
    mimeType: row.mediaMimeType ?? 'application/octet-stream',
    // Laid over by the content service (media/captions-service.ts withCaptions).
    captions: [],
    transcripts: [],
  };
}

export interface SummaryExtras {
  thumbnails: ThumbnailRow[] | undefined;
  productIds: string[] | undefined;
  isSaved: boolean;
}

export function toSummary(row: VisibleItemRow, extras: SummaryExtras): ContentSummary {
  return {
    id: row.id,
    title: row.title,
    position: row.position,
    synopsis: sanitizeContentHtml(row.synopsis),
    duration: row.duration,
    publishDate: row.publishDate.toISOString(),
    mainCluster: isMainCluster(row.mainCluster) ? row.mainCluster : 'to_home',
    participant: row.participant,
    trackingGA: row.trackingGa,
    analyticId: row.analyticId,
    thumbnail: toThumbnails(extras.thumbnails),
    preview: row.preview,
    categoryId: row.categoryId,
    isSaved: extras.isSaved,
    isMedInfoContent: row.isMedInfoContent,
    isSpeakerTraining: row.isSpeakerTraining,
    plusServiceId: row.plusServiceId,
    isPlusService: row.isPlusService,
    medicineInsert: row.medicineInsert,
    cfApprovalCode: row.approvalCode,
    // Per user: laid over by the content service for the signed-in viewer (never cached across users).
    trainingAcceptedTerms: false,
    examTerms: sanitizeContentHtml(row.examTerms),
    examDuration: row.examDuration,
    examDurationMode: row.examDurationMode,
    totalQuestions: row.totalQuestions,
    minCorrectQuestions: row.minCorrectQuestions,
    examInstructions: sanitizeContentHtml(row.examInstructions),
    speakerTrainingSlideDeck: row.speakerTrainingSlideDeck,
    trainingUserCertificate: row.trainingUserCertificate,
    media: toMedia(row),
    specialties: row.specialties,
    language: isLanguage(row.language) ? row.language : 'pt',
    demo: row.demo,
    products: extras.productIds ?? [],
    course: null,
  };
}

export interface ItemStructure {
  parts: ContentPartRow[];
  seasons: { id: string; title: string }[];
  partThumbnails: Map<string, ThumbnailRow[]>;
}

function toEpisode(part: ContentPartRow, thumbs: Map<string, ThumbnailRow[]>): Episode {
  return {
    id: part.id,
    title: part.title,
    synopsis: part.synopsis,
    duration: part.duration,
    media: toMedia(part),
    thumbnail: toThumbnails(thumbs.get(part.id)),
  };
}

export function toItem(summary: ContentSummary, row: ContentItemRow, structure: ItemStructure): ContentItem {
  const { parts, partThumbnails } = structure;
  const episodes = parts.filter((p) => p.kind === 'episode' && p.seasonId === null);
  const lessons = parts.filter((p) => p.kind === 'lesson');
  const item: ContentItem = {
    ...summary,
    content: sanitizeContentHtml(row.body),
    additionalInformation: sanitizeContentHtml(row.additionalInformation),
    episodes: episodes.map((p) => toEpisode(p, partThumbnails)),
    lessons: lessons.map((p) => toEpisode(p, partThumbnails)),
    planners: row.planners,
  };
  if (structure.seasons.length > 0) {
    item.seasons = structure.seasons.map(
      (season): Season => ({
        id: season.id,
        title: season.title,
        episodes: parts.filter((p) => p.seasonId === season.id).map((p) => toEpisode(p, partThumbnails)),
      }),
    );
  }
  return item;
}

/** A product as an item of the `products` cluster (mainCluster to_product, id = product id). */
export function productAsSummary(row: ProductRow, thumbs: ThumbnailRow[] | undefined): ContentSummary {
  return {
    id: row.id,
    title: row.name,
    position: row.position,
    synopsis: sanitizeContentHtml(row.description),
    duration: null,
    publishDate: new Date(0).toISOString(),
    mainCluster: 'to_product',
    participant: null,
    trackingGA: null,
    analyticId: null,
    thumbnail: toThumbnails(thumbs),
    preview: null,
    categoryId: null,
    isSaved: false,
    isMedInfoContent: false,
    isSpeakerTraining: false,
    plusServiceId: null,
    isPlusService: false,
    medicineInsert: row.medicineInsert,
    cfApprovalCode: null,
    trainingAcceptedTerms: false,
    examTerms: null,
    examDuration: null,
    examDurationMode: null,
    totalQuestions: null,
    minCorrectQuestions: null,
    examInstructions: null,
    speakerTrainingSlideDeck: null,
    trainingUserCertificate: null,
    media: null,
    specialties: [],
    language: 'pt',
    demo: row.demo,
    products: [row.id],
    course: null,
  };
}

export function toProduct(
  row: ProductRow,
  thumbs: ThumbnailRow[] | undefined,
  contents: ContentSummary[],
): Product {
  return {
    id: row.id,
    name: row.name,
    description: sanitizeContentHtml(row.description),
    medicineInsert: row.medicineInsert,
    thumbnail: toThumbnails(thumbs),
    contents,
  };
}
