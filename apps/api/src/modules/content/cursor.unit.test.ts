import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('cluster cursor', () => {
  it('round-trips an offset and treats no cursor as the first page', () => {
    expect(decodeCursor(encodeCursor(24))).toBe(24);
    expect(decodeCursor(undefined)).toBe(0);
  });

  it('refuses cursors it did not make', () => {
    expect(() => decodeCursor('garbage')).toThrow(/not valid/);
    expect(() => decodeCursor(Buffer.from('{"o":-1}').toString('base64url'))).toThrow(/not valid/);
  });
});
