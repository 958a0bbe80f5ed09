import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, htmlToText, icsUtc } from './calendar-ics.ts';

describe('calendar file helpers', () => {
  it('formats instants in UTC', () => {
    expect(icsUtc(new Date('2026-01-31T15:04:05.678Z'))).toBe('20260131T150405Z');
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds at 75 octets without splitting characters', () => {
    const folded = foldIcsLine(`SUMMARY:${'ç'.repeat(100)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ç'.repeat(100)}`);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('turns sanitised HTML into plain text', () => {
    expect(htmlToText('<p>One &amp; two</p><p>Three<br>four</p>')).toBe('One & two\nThree\nfour');
    // Entities decode once, as everywhere (a no-break space stays one).
    expect(htmlToText('<p>&amp;lt;b&amp;gt; 10&nbsp;mg &#233;</p>')).toBe('&lt;b&gt; 10\u00a0mg é');
  });
});
