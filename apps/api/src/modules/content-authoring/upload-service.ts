// Uploads of the console to the media store: the type is read from the first bytes (magic numbers), never
// from the file name or the declared content type; each kind has a size limit (MEDIA_MAX_BYTES, contracts).
// The body is streamed: the first chunk is sniffed, the rest counted on its way to the store. A PDF is
// held whole (50 MB at most) and passes on only once it is known to carry no active content.
import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { MEDIA_MAX_BYTES, type MediaKind } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { checkPdf } from '../media/pdf-scan-service.ts';

export interface SniffedMedia {
  kind: MediaKind;
  extension: string;
  mimeType: string;
}

/** How many leading bytes the sniffer looks at (an Ogg page's first packet, a WebM DocType). */
export const SNIFF_BYTES = 64;
/** The largest body the upload route accepts at all (the largest kind's limit). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(MEDIA_MAX_BYTES));

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

// ISO base media (MP4) brands: audio-only iTunes brands, and the video brands we accept. Others (HEIF and
// AVIF images, QuickTime, 3GPP) are refused.
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'F4A ', 'F4B ']);
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
]);

function sniffMp4(bytes: Buffer): SniffedMedia | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 12);
  if (AUDIO_BRANDS.has(brand)) return { kind: 'audio', extension: 'm4a', mimeType: 'audio/mp4' };
  if (brand === 'M4V ' || brand === 'M4VH' || brand === 'M4VP')
    return { kind: 'video', extension: 'm4v', mimeType: 'video/mp4' };
  if (VIDEO_BRANDS.has(brand)) return { kind: 'video', extension: 'mp4', mimeType: 'video/mp4' };
  return null;
}

/** Ogg with an Opus or Vorbis first packet (Theora video and the rest are refused). */
function sniffOgg(bytes: Buffer): SniffedMedia | null {
  if (ascii(bytes, 0, 4) !== 'OggS' || bytes.length < 28) return null;
  const packet = 27 + (bytes[26] ?? 0);
  if (ascii(bytes, packet, packet + 8) === 'OpusHead' || ascii(bytes, packet, packet + 7) === '\x01vorbis')
    return { kind: 'audio', extension: 'ogg', mimeType: 'audio/ogg' };
  return null;
}

/** An MPEG audio frame header: 11 sync bits; layer III is MP3, layer "00" with MPEG-2/4 bits is ADTS AAC. */
function sniffMpegAudio(bytes: Buffer): SniffedMedia | null {
  if (startsWith(bytes, [0x49, 0x44, 0x33]))
    return { kind: 'audio', extension: 'mp3', mimeType: 'audio/mpeg' };
  const [first, second] = [bytes[0] ?? 0, bytes[1] ?? 0];
  if (first !== 0xff || (second & 0xe0) !== 0xe0) return null;
  const layer = (second >> 1) & 0x03;
  if (layer === 0x01) return { kind: 'audio', extension: 'mp3', mimeType: 'audio/mpeg' };
  if (layer === 0x00 && (second & 0xf0) === 0xf0)
    return { kind: 'audio', extension: 'aac', mimeType: 'audio/aac' };
  return null;
}

/** The kind of an uploaded file judged by its first bytes; null for anything not accepted. */
export function sniffMedia(bytes: Buffer): SniffedMedia | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', extension: 'png', mimeType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { kind: 'image', extension: 'jpg', mimeType: 'image/jpeg' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { kind: 'image', extension: 'webp', mimeType: 'image/webp' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { kind: 'audio', extension: 'wav', mimeType: 'audio/wav' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'pdf', extension: 'pdf', mimeType: 'application/pdf' };
  // EBML header whose DocType is "webm" (Matroska's other DocTypes are refused).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, SNIFF_BYTES).includes('webm'))
    return { kind: 'video', extension: 'webm', mimeType: 'video/webm' };
  return sniffMp4(bytes) ?? sniffOgg(bytes) ?? sniffMpegAudio(bytes);
}

const MB = 1024 * 1024;
const limitText = (bytes: number) => (bytes >= 1024 * MB ? `${bytes / (1024 * MB)} GB` : `${bytes / MB} MB`);

export const unsupportedMedia = (accepted: readonly MediaKind[]) =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `This file is not an accepted ${accepted.join(', ')} file (judged by its content)`,
  );
export const tooLarge = (kind: MediaKind | null, limit: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The ${kind ?? ''} file is over ${limitText(limit)}`.replace('  ', ' '),
  );

/** Where an accepted upload goes in the media store, and the URL physicians' pages use. */
export function uploadTarget(media: SniffedMedia): { path: string; url: string } {
  const path = `console/${randomUUID()}.${media.extension}`;
  return { path, url: `/media/${path}` };
}

/**
 * A pass-through that holds the first SNIFF_BYTES, judges the kind (`kind` settles then; an unknown or
 * unwanted kind fails the stream with 415), and fails it with 413 once more bytes than the kind's limit
 * have passed. `bytes` counts what went through.
 */
export class MediaGate extends Transform {
  bytes = 0;
  readonly kind: Promise<SniffedMedia>;
  private head: Buffer[] = [];
  private headBytes = 0;
  /** A PDF's bytes, held until the whole file is checked. */
  private held: Buffer[] | null = null;
  private media: SniffedMedia | null = null;
  private settle!: { resolve: (media: SniffedMedia) => void; reject: (error: Error) => void };
  private readonly accepted: readonly MediaKind[];
  private readonly declaredLength: number | null;

  constructor(accepted: readonly MediaKind[], declaredLength: number | null) {
    super();
    this.accepted = accepted;
    this.declaredLength = declaredLength;
    this.kind = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.kind.catch(() => {}); // the route awaits it; a failure is also the stream's error
  }

  /** Sniffs the held head and lets it through; the error that fails the stream otherwise. */
  private judge(): AppError | null {
    const head = Buffer.concat(this.head);
    const media = sniffMedia(head);
    if (!media || !this.accepted.includes(media.kind)) return unsupportedMedia(this.accepted);
    const limit = MEDIA_MAX_BYTES[media.kind];
    if (this.bytes > limit || (this.declaredLength ?? 0) > limit) return tooLarge(media.kind, limit);
    this.media = media;
    this.head = [];
    if (media.kind === 'pdf') this.held = [head];
    else this.push(head);
    this.settle.resolve(media);
    return null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.media) {
      const limit = MEDIA_MAX_BYTES[this.media.kind];
      if (this.bytes > limit) done(tooLarge(this.media.kind, limit));
      else if (this.held) {
        this.held.push(chunk);
        done();
      } else done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    done(this.headBytes >= SNIFF_BYTES ? this.judge() : null);
  }

  override _flush(done: TransformCallback): void {
    const refused = this.media ? null : this.judge();
    if (refused || !this.held) {
      done(refused);
      return;
    }
    const whole = Buffer.concat(this.held);
    this.held = null;
    checkPdf(whole).then(
      () => done(null, whole),
      (error: Error) => done(error),
    );
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    // Settles `kind` when the stream ends without one (refused, or the client went away).
    if (!this.media) this.settle.reject(error ?? unsupportedMedia(this.accepted));
    done(error);
  }
}
