// Tiny files of each accepted upload format, byte for byte as their real headers start (tests only).

export const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
export const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
/** An ISO base media file: its `ftyp` box (major brand, minor version, compatible brands), then `mdat`. */
export const ftyp = (brand: string, ...compatible: string[]) =>
  bytes(u32(16 + 4 * compatible.length), 'ftyp', brand, u32(0), ...compatible, u32(8), 'mdat');

export const FILES = {
  png: bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32(13),
    'IHDR',
    u32(1),
    u32(1),
    [8, 6, 0, 0, 0],
  ),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]),
  webp: bytes('RIFF', le32(26), 'WEBPVP8L', le32(14), [0x2f, 0, 0, 0, 0]),
  mp4: ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'),
  m4v: ftyp('M4V ', 'M4V ', 'M4A ', 'mp42', 'isom'),
  m4a: ftyp('M4A ', 'M4A ', 'mp42', 'isom'),
  webm: bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84],
    'webm',
  ),
  mp3: bytes('ID3', [4, 0, 0, 0, 0, 0, 0], [0xff, 0xfb, 0x90, 0x64]),
  mp3Frame: bytes([0xff, 0xfb, 0x90, 0x64], Array(60).fill(0)),
  aac: bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], Array(20).fill(0)),
  opus: bytes('OggS', [0, 2], Array(20).fill(0), [1, 19], 'OpusHead', [1, 2, 0x38, 1]),
  vorbis: bytes('OggS', [0, 2], Array(20).fill(0), [1, 30], '\x01vorbis', [0, 0, 0, 0]),
  wav: bytes(
    'RIFF',
    le32(36),
    'WAVEfmt ',
    le32(16),
    [1, 0, 1, 0],
    le32(8000),
    le32(8000),
    [1, 0, 8, 0],
    'data',
    le32(0),
  ),
  pdf: bytes('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
