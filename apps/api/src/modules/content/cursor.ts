// The opaque `next` cursor of cluster pages: the offset of the following page, base64url-encoded JSON.
import { badRequest } from '../../errors.ts';

export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

/** Offset of a cursor; 0 without one; 400 when it was not made by encodeCursor. */
export function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    if (typeof value.o === 'number' && Number.isInteger(value.o) && value.o >= 0 && value.o <= 1_000_000) {
      return value.o;
    }
  } catch {
    // falls through to the error below
  }
  throw badRequest('The next cursor is not valid');
}
