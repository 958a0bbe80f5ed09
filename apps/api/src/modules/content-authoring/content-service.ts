// The MLR lifecycle of content (issue 15): draft -> in_review -> approved (code and expiry) | rejected
// (comment) -> published per country from a date -> expired at the approval's expiry | withdrawn.
// The lifecycle and its publishing are shared with products (dated-kind-service.ts, versioned-item.ts);
// this file adds what is content's own: its fields, and publishing into what physicians read
// (content_items, publications).
import type { ContentDraft, ContentPreview, ContentVersion } from '@portal/contracts';
import { type ContentVersionFields, type ContentVersionRow, contentVersions } from '@portal/db';
import { sanitizeContentHtml } from '../content-html/service.ts';
import {
  datedKindService,
  datedVersionSummary,
  newItemId,
  type PreviewFields,
  versionHead,
  versionStore,
} from '../review-workflow/index.ts';
import { assertProductsFit, authoredFields, versionFieldsOf } from './content-fields.ts';
import * as repo from './repository.ts';

function fieldsOf(draft: ContentDraft): ContentVersionFields {
  return {
    title: draft.title,
    synopsis: draft.synopsis,
    body: draft.body,
    duration: draft.duration,
    language: draft.language,
    specialties: draft.specialties,
    mediaUrl: draft.mediaUrl,
    thumbnailUrl: draft.thumbnailUrl,
    thumbnailVariants: draft.thumbnailVariants,
    ...authoredFields(draft),
  };
}

/** A version as the console shows it (also the view of a live item without one, content-catalogue.ts). */
export function toVersion(row: ContentVersionRow, emails: Map<string, string>): ContentVersion {
  return {
    contentId: row.contentId,
    ...versionHead(row),
    ...row.fields,
    thumbnailVariants: row.fields.thumbnailVariants ?? {},
    ...versionFieldsOf(row.fields),
    ...datedVersionSummary(row, emails),
  };
}

const html = (text: string | null) => (text === null ? null : sanitizeContentHtml(text));
const optionalHtml = (text: string | null | undefined) => (text ? sanitizeContentHtml(text) : null);

/** The console's service of content items (list, get, create, edit, submit, review, publish, withdraw, preview). */
export const contentService = datedKindService({
  entityType: 'content',
  noun: 'item',
  store: versionStore(contentVersions, 'contentId'),
  newId: (draft: ContentDraft) => newItemId(draft.title, 'item'),
  fieldsOf,
  check: (ctx, draft) => assertProductsFit(ctx.db, draft),
  toVersion,
  publicationsOf: repo.publicationsOf,
  publicationItemIdOf: (p) => p.contentId,
  write: (ctx, approved, publication) =>
    repo.writePublishedVersion(
      ctx.db,
      approved,
      {
        synopsis: html(approved.fields.synopsis),
        body: html(approved.fields.body),
        additionalInformation: optionalHtml(approved.fields.additionalInformation),
      },
      { ...publication, now: ctx.now },
    ),
  remove: (ctx, id, country) => repo.deletePublication(ctx.db, id, country),
  notPublished: 'The item is not published in this country',
  /** The same HTML allowlist as physicians read. */
  previewFields: (f): PreviewFields<ContentPreview> => ({
    title: f.title,
    synopsisHtml: html(f.synopsis),
    bodyHtml: html(f.body),
    additionalInformationHtml: optionalHtml(f.additionalInformation),
    duration: f.duration,
    thumbnailUrl: f.thumbnailUrl,
  }),
});
