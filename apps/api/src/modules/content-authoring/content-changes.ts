// The reviewer's "what changed since the last approval" (issue 36 item 2): the latest version of an item
// compared field by field with the last approved version before it, both read from content_versions.
// Rich text is compared as the words a physician reads (markup aside), so a reviewer sees wording
// changes, not tag soup; the first version is compared with nothing (every filled field is new).
import {
  CONTENT_CHANGE_FIELDS,
  type ContentChangeField,
  type ContentChanges,
  decodeHtmlEntities,
  type FieldChange,
  type TextSegment,
} from '@portal/contracts';
import { type ContentVersionFields, type ContentVersionRow, contentVersions } from '@portal/db';
import { diffWords } from 'diff';
import sanitize from 'sanitize-html';
import type { StaffContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { sharesCountry } from '../console-kernel/index.ts';
import { versionStore } from '../review-workflow/index.ts';

type Comparable = ContentVersionFields & { countries: string[] };

const TEXT_FIELDS = new Set<ContentChangeField>([
  'title',
  'synopsis',
  'body',
  'additionalInformation',
  'participant',
]);
const LIST_FIELDS = new Set<ContentChangeField>(['specialties', 'products', 'countries']);

/** Rich text as the words it shows: blocks end a line, tags go, entities are decoded. */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  const lines = html.replace(/<\/(p|li|h[1-6]|blockquote|tr|th|td)>|<br\s*\/?>/gi, '\n');
  return decodeHtmlEntities(sanitize(lines, { allowedTags: [], allowedAttributes: {} }))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

type Part = { title: string };

/** A value that is not a text nor a list, as one line (null when empty). */
function valueLine(field: ContentChangeField, fields: Partial<Comparable>): string | null {
  const value = fields[field as keyof Comparable];
  if (value === null || value === undefined || value === '') return null;
  if (field === 'seasons') {
    const seasons = value as NonNullable<ContentVersionFields['seasons']>;
    if (seasons.length === 0) return null;
    return seasons.map((s) => `${s.title} (${s.episodes.map((e) => e.title).join(' · ')})`).join(' | ');
  }
  if (field === 'episodes' || field === 'lessons') {
    const parts = value as Part[];
    return parts.length === 0 ? null : parts.map((p) => p.title).join(' · ');
  }
  if (field === 'thumbnailVariants') {
    const entries = Object.entries(value as Record<string, string>);
    return entries.length === 0 ? null : entries.map(([type, path]) => `${type}: ${path}`).join(' · ');
  }
  return String(value);
}

function textSegments(before: string, after: string): TextSegment[] {
  return diffWords(before, after).map((change) => ({
    op: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

/** The fields that differ between `before` (null: nothing approved yet) and `after`, in display order. */
export function fieldChanges(before: Partial<Comparable> | null, after: Partial<Comparable>): FieldChange[] {
  const old = before ?? {};
  const changes: FieldChange[] = [];
  for (const field of CONTENT_CHANGE_FIELDS) {
    if (TEXT_FIELDS.has(field)) {
      const html = field !== 'title' && field !== 'participant';
      const read = (f: Partial<Comparable>) => {
        const value = f[field as 'title'] ?? '';
        return html ? htmlText(value) : value.trim();
      };
      const [a, b] = [read(old), read(after)];
      if (a !== b) changes.push({ kind: 'text', field, segments: textSegments(a, b) });
    } else if (LIST_FIELDS.has(field)) {
      const a = (old[field as 'countries'] ?? []) as string[];
      const b = (after[field as 'countries'] ?? []) as string[];
      const added = b.filter((x) => !a.includes(x));
      const removed = a.filter((x) => !b.includes(x));
      if (added.length || removed.length) changes.push({ kind: 'list', field, added, removed });
    } else {
      const [a, b] = [valueLine(field, old), valueLine(field, after)];
      if (a !== b) changes.push({ kind: 'value', field, before: a, after: b });
    }
  }
  return changes;
}

const comparable = (row: ContentVersionRow): Comparable => ({ ...row.fields, countries: row.countries });

const store = versionStore(contentVersions, 'contentId');

/** The latest version of an item of the member's countries against its last approved one before it. */
export async function contentChanges(ctx: StaffContext, id: string): Promise<ContentChanges> {
  const [latest, ...earlier] = await store.versionsOf(ctx.db, id);
  // Out of the member's countries reads as missing, as the item's page does.
  if (!latest || !sharesCountry(ctx.staff, latest.countries)) throw notFound('No such content');
  const approved = earlier.find((row) => row.status === 'approved') ?? null;
  return {
    fromVersion: approved?.version ?? null,
    toVersion: latest.version,
    changes: fieldChanges(approved ? comparable(approved) : null, comparable(latest)),
  };
}
