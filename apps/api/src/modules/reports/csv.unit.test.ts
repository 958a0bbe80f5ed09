import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('CSV cells', () => {
  it('escapes what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+55 11 9999')).toBe("'+55 11 9999");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Souza, Ana')).toBe('"Souza, Ana"');
    expect(csvCell('Dr. "Zé"')).toBe('"Dr. ""Zé"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('Ana Souza')).toBe('Ana Souza');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes dates as ISO instants, empties as nothing, and lines with CRLF', () => {
    expect(csvCell(new Date('2026-05-01T10:00:00Z'))).toBe('2026-05-01T10:00:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(false)).toBe('false');
    expect(csvLine(['a', null, 3])).toBe('a,,3\r\n');
  });
});
