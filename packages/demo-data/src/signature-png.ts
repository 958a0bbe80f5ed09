// A made-up handwritten signature as a PNG (transparent, dark-blue ink), drawn from a name so each demo
// course's responsible physician signs differently. Looped strokes along the line, then an underline
// flourish; each sample point is stamped as an anti-aliased disc. No real person's signature.
import { deflateSync } from 'node:zlib';

const WIDTH = 420;
const HEIGHT = 130;

function crc32(bytes: Buffer): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixels (row-major) to a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // no filter
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

export function signaturePng(name: string): Buffer {
  const alpha = new Float32Array(WIDTH * HEIGHT);
  const stamp = (cx: number, cy: number, radius: number) => {
    for (let y = Math.floor(cy - radius - 1); y <= Math.ceil(cy + radius + 1); y++) {
      for (let x = Math.floor(cx - radius - 1); x <= Math.ceil(cx + radius + 1); x++) {
        if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) continue;
        const coverage = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(x - cx, y - cy)));
        const index = y * WIDTH + x;
        alpha[index] = Math.max(alpha[index] ?? 0, coverage);
      }
    }
  };
  const seed = seedOf(name);
  const loops = 7 + (seed % 4);
  const phase = ((seed >>> 4) % 100) / 50;
  const tilt = 10 + ((seed >>> 12) % 12);
  // Letter heights: a tall capital, then mixed heights, drawn from the name's hash.
  const heights = Array.from({ length: loops + 2 }, (_, k) =>
    k === 0 ? 1.6 : 0.55 + ((((seed >>> (k % 24)) ^ (k * 2654435761)) >>> 0) % 90) / 100,
  );
  const height = (t: number) => {
    const at = t * loops;
    const k = Math.floor(at);
    const f = at - k;
    const s = f * f * (3 - 2 * f);
    return (heights[k] ?? 1) * (1 - s) + (heights[k + 1] ?? 1) * s;
  };
  const steps = 4000;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const wave = 2 * Math.PI * loops * t;
    const envelope = 0.55 + 0.45 * Math.sin(Math.PI * t);
    const x = 24 + 330 * t + 13 * Math.sin(wave + phase);
    const y = 70 - tilt * t + 20 * envelope * height(t) * Math.cos(wave * 1.02 + phase * 0.7);
    stamp(x, y, 1.3 + 0.6 * Math.abs(Math.sin(wave / 2)));
  }
  // The underline flourish, thinning towards its end.
  for (let i = 0; i <= 1500; i++) {
    const t = i / 1500;
    stamp(40 + 340 * t, 104 - 14 * t + 6 * Math.sin(Math.PI * t), 1.6 * (1 - 0.7 * t));
  }
  const rgba = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let p = 0; p < WIDTH * HEIGHT; p++) {
    rgba[p * 4] = 22;
    rgba[p * 4 + 1] = 38;
    rgba[p * 4 + 2] = 92;
    rgba[p * 4 + 3] = Math.round((alpha[p] ?? 0) * 255);
  }
  return encodePng(WIDTH, HEIGHT, rgba);
}
