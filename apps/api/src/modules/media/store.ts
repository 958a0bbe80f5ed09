// Where media files live. LocalMediaStore keeps them under DATA_DIR/media; S3MediaStore (store-s3.ts)
// in an S3-compatible bucket (stat = HEAD, createReadStream = ranged GET, put = PUT or a multipart upload).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface MediaStat {
  size: number;
  modifiedAt: Date;
  contentType: string;
}

/** Inclusive byte range, as HTTP counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStore {
  /** The file's size, time and type; null when there is no such file (or the path is not allowed). */
  stat(path: string): Promise<MediaStat | null>;
  createReadStream(path: string, range?: ByteRange): Readable;
  /**
   * Writes a file. A stream is written as it is read (never held whole), and a put that fails (the stream
   * errs: a refused upload, a client gone) leaves nothing at `path`.
   */
  put(path: string, data: Buffer | Uint8Array | string | Readable): Promise<void>;
  /** Releases connections (called when the app closes). */
  close?(): void;
}

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.wav': 'audio/wav',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Relative media paths: segments of safe characters, no `..`, no hidden files. */
const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isSafeMediaPath(path: string): boolean {
  return path.length <= 500 && SAFE_PATH.test(path) && !path.split('/').includes('..');
}

export class LocalMediaStore implements MediaStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private resolvePath(path: string): string | null {
    if (!isSafeMediaPath(path)) return null;
    const full = resolve(this.root, path);
    return full.startsWith(this.root + sep) ? full : null;
  }

  async stat(path: string): Promise<MediaStat | null> {
    const full = this.resolvePath(path);
    if (!full) return null;
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      return { size: info.size, modifiedAt: info.mtime, contentType: contentTypeOf(path) };
    } catch {
      return null;
    }
  }

  createReadStream(path: string, range?: ByteRange): Readable {
    const full = this.resolvePath(path);
    if (!full) throw new Error(`Not a media path: ${path}`);
    return createReadStream(full, range ? { start: range.start, end: range.end } : {});
  }

  async put(path: string, data: Buffer | Uint8Array | string | Readable): Promise<void> {
    const full = this.resolvePath(path);
    if (!full) throw new Error(`Not a media path: ${path}`);
    await mkdir(dirname(full), { recursive: true });
    const source = data instanceof Readable ? data : Readable.from([data]);
    // A hidden temporary name in the same folder (never served: media paths refuse a leading dot),
    // renamed into place once whole, so readers never see a partial file.
    const temporary = join(dirname(full), `.${basename(full)}.${randomUUID()}.part`);
    try {
      await pipeline(source, createWriteStream(temporary));
      await rename(temporary, full);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

/** A store as the demo seed's writer (packages/db knows folders and this shape, not the API's stores). */
export function mediaStoreSink(store: MediaStore) {
  return {
    async readText(path: string): Promise<string | null> {
      if (!(await store.stat(path))) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of store.createReadStream(path)) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks).toString('utf8');
    },
    write: (path: string, data: Buffer | string) => store.put(path, data),
  };
}

/** The whole file behind a `/media/...` URL (small files only: a signature image), or null. */
export async function readMediaFile(store: MediaStore, url: string): Promise<Buffer | null> {
  if (!url.startsWith('/media/')) return null;
  const path = url.slice('/media/'.length).split('?')[0] ?? '';
  if (!(await store.stat(path))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of store.createReadStream(path)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
