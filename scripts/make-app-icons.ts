// Writes the installable app's icons (apps/web/public/icons/*.png) with Node alone: the portal's blue
// with a white cross. Run once after changing the design: `node scripts/make-app-icons.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const OUT = resolve(import.meta.dirname, '../apps/web/public/icons');
const BLUE = [0x0b, 0x4f, 0x7c, 0xff];
const WHITE = [0xff, 0xff, 0xff, 0xff];
const CLEAR = [0, 0, 0, 0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size: number, pixel: (x: number, y: number) => number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x += 1) rows.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A cross of arm width `arm` and span `span` (fractions of the size), centred. */
function inCross(x: number, y: number, size: number, span: number, arm: number): boolean {
  const [cx, cy] = [(x + 0.5) / size - 0.5, (y + 0.5) / size - 0.5];
  const [ax, ay] = [Math.abs(cx), Math.abs(cy)];
  return (ax <= arm / 2 && ay <= span / 2) || (ay <= arm / 2 && ax <= span / 2);
}
function inRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  const r = radius * size;
  const dx = Math.max(r - x - 0.5, 0, x + 0.5 - (size - r));
  const dy = Math.max(r - y - 0.5, 0, y + 0.5 - (size - r));
  return dx * dx + dy * dy <= r * r;
}

mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(
    join(OUT, `icon-${size}.png`),
    png(size, (x, y) =>
      inRoundedSquare(x, y, size, 0.2) ? (inCross(x, y, size, 0.56, 0.18) ? WHITE : BLUE) : CLEAR,
    ),
  );
}
// Maskable: full bleed, the cross inside the 80 % safe zone.
writeFileSync(
  join(OUT, 'icon-maskable-512.png'),
  png(512, (x, y) => (inCross(x, y, 512, 0.44, 0.14) ? WHITE : BLUE)),
);
// Notification badge: a white shape on transparent (Android shows it as a mask).
writeFileSync(
  join(OUT, 'badge-96.png'),
  png(96, (x, y) => (inCross(x, y, 96, 0.7, 0.24) ? WHITE : CLEAR)),
);
