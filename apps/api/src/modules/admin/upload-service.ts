// Uploads of the console to the media store: the type is read from the bytes (magic numbers), never
// from the file name or the declared content type; each kind has a size limit.
import { randomUUID } from 'node:crypto';
import { badRequest } from '../../errors.ts';

export interface UploadKind {
  extension: string;
  mimeType: string;
  maxBytes: number;
}

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
/** The largest body the upload route reads (the largest kind's limit). */
export const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The kind of an uploaded file judged by its first bytes; null for anything not accepted. */
export function sniffUpload(bytes: Buffer): UploadKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', mimeType: 'image/png', maxBytes: IMAGE_MAX_BYTES };
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { extension: 'jpg', mimeType: 'image/jpeg', maxBytes: IMAGE_MAX_BYTES };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { extension: 'webp', mimeType: 'image/webp', maxBytes: IMAGE_MAX_BYTES };
  return null;
}

/** Where an accepted upload goes in the media store, and the URL physicians' pages use. */
export function uploadTarget(bytes: Buffer): { path: string; url: string; kind: UploadKind } {
  const kind = sniffUpload(bytes);
  if (!kind) throw badRequest('Only PNG, JPEG and WebP images are accepted (judged by their content)');
  if (bytes.length > kind.maxBytes) throw badRequest(`The file is over ${kind.maxBytes / MB} MB`);
  const path = `console/${randomUUID()}.${kind.extension}`;
  return { path, url: `/media/${path}`, kind };
}
