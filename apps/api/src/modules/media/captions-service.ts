// Captions and transcripts of media files (issue 35, WCAG 2.2 1.2.1 and 1.2.2): a WebVTT file per
// language, validated before it is stored next to its media (so captions of restricted media are
// restricted too, and signed with them), and a plain-text transcript per language. Every video and audio
// answer of the content API carries them (`withCaptions`).
import { createHash } from 'node:crypto';
import type { CaptionLanguage, CaptionsMissing, Media, MediaText } from '@portal/contracts';
import { CAPTION_LANGUAGES } from '@portal/contracts';
import type { Database } from '@portal/db';
import { AppError, validationFailed } from '../../errors.ts';
import * as repo from './captions-repository.ts';
import { isSafeMediaPath, type MediaStore } from './store.ts';
import { webVttProblem } from './webvtt.ts';

const isLanguage = (value: string): value is CaptionLanguage =>
  (CAPTION_LANGUAGES as readonly string[]).includes(value);

export async function mediaText(db: Database, mediaUrl: string): Promise<MediaText> {
  const rows = await repo.captionsOf(db, [mediaUrl]);
  return {
    media: mediaUrl,
    tracks: rows
      .filter((row) => isLanguage(row.language))
      .map((row) => ({
        language: row.language as CaptionLanguage,
        captionsUrl: row.captionsUrl,
        transcript: row.transcript,
      }))
      .sort((a, b) => a.language.localeCompare(b.language)),
  };
}

/** 415 for what is not UTF-8 WebVTT at all, 400 (with the line and reason) for broken cues. */
export function checkWebVtt(bytes: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD') || bytes.includes(0))
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Captions must be a WebVTT text file in UTF-8');
  if (!/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text))
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Not a WebVTT file: it must start with "WEBVTT"');
  const problem = webVttProblem(text);
  if (problem)
    throw validationFailed([{ path: 'captions', message: `Line ${problem.line}: ${problem.reason}` }]);
  return text;
}

/** Where a caption file goes: beside its media (`…/captions/<hash>.<lang>.vtt`), so access rules match. */
function captionsPath(mediaUrl: string, language: string, text: string): string {
  const path = mediaUrl.slice('/media/'.length);
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const hash = createHash('sha256').update(mediaUrl).update(text).digest('hex').slice(0, 16);
  return `${folder ? `${folder}/` : ''}captions/${hash}.${language}.vtt`;
}

export async function saveCaptionFile(
  db: Database,
  store: MediaStore,
  upload: { mediaUrl: string; language: CaptionLanguage; bytes: Buffer; at: Date },
): Promise<MediaText> {
  const { mediaUrl, language, bytes, at } = upload;
  const mediaPath = mediaUrl.slice('/media/'.length);
  if (!isSafeMediaPath(mediaPath) || !(await store.stat(mediaPath)))
    throw validationFailed([{ path: 'media', message: 'No media file at this address' }]);
  const text = checkWebVtt(bytes);
  const path = captionsPath(mediaUrl, language, text);
  await store.put(path, Buffer.from(text, 'utf8'));
  await repo.saveCaptions(db, { mediaUrl, language, captionsUrl: `/media/${path}`, at });
  return mediaText(db, mediaUrl);
}

export async function saveTranscript(
  db: Database,
  entry: { mediaUrl: string; language: CaptionLanguage; transcript: string; at: Date },
): Promise<MediaText> {
  const { mediaUrl, language, transcript, at } = entry;
  await repo.saveCaptions(db, { mediaUrl, language, transcript: transcript || null, at });
  await repo.deleteEmpty(db, mediaUrl, language);
  return mediaText(db, mediaUrl);
}

export async function captionsMissing(db: Database, countries: readonly string[]): Promise<CaptionsMissing> {
  const byItem = new Map<string, { contentId: string; title: string; mediaUrls: string[] }>();
  for (const row of await repo.itemsMissingCaptions(db, countries)) {
    const item = byItem.get(row.contentId) ?? { contentId: row.contentId, title: row.title, mediaUrls: [] };
    item.mediaUrls.push(row.mediaUrl);
    byItem.set(row.contentId, item);
  }
  return { items: [...byItem.values()] };
}

/** Lays the captions and transcripts of every media file found in `value` (deeply) over it. */
export async function withCaptions<T>(db: Database, value: T): Promise<T> {
  const found: Media[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (
        typeof record.url === 'string' &&
        (record.type === 'video' || record.type === 'audio') &&
        'mimeType' in record
      )
        found.push(record as unknown as Media);
      else Object.values(record).forEach(walk);
    }
  };
  walk(value);
  const rows = await repo.captionsOf(db, [...new Set(found.map((media) => media.url))]);
  for (const media of found) {
    const mine = rows.filter((row) => row.mediaUrl === media.url);
    media.captions = mine.flatMap((row) =>
      row.captionsUrl ? [{ language: row.language, url: row.captionsUrl }] : [],
    );
    media.transcripts = mine.flatMap((row) =>
      row.transcript ? [{ language: row.language, text: row.transcript }] : [],
    );
  }
  return value;
}
