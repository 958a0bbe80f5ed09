// Media of the demo corpus, made locally: SVG thumbnails (pattern, packshots; no text), event pictures and
// speaker portraits (media-art.ts), a WAV tone, a one-page PDF leaflet, and the
// committed 3-second WebM clip. Written under the media store's folder (DATA_DIR/media) at start-up.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArtworkIcon, ArtworkSpecialty } from '@portal/countries';
import { demoEventMediaFiles } from '../events-seed/event-media.ts';
import { artworkSvg, packshotSvg } from './media-art.ts';
import { demoMediaTextFiles } from './media-text.ts';

/** URL prefix of the demo files (the media store serves DATA_DIR/media at /media). */
export const DEMO_MEDIA_URL = '/media/demo';
export const DEMO_VIDEO = {
  url: `${DEMO_MEDIA_URL}/clip.webm`,
  type: 'video',
  mimeType: 'video/webm',
} as const;
export const DEMO_AUDIO = {
  url: `${DEMO_MEDIA_URL}/tone.wav`,
  type: 'audio',
  mimeType: 'audio/wav',
} as const;
export const DEMO_LEAFLET_URL = `${DEMO_MEDIA_URL}/leaflet.pdf`;
/** Speaker-training material: under /media/restricted/, served only through signed links. */
export const DEMO_RESTRICTED_MEDIA_URL = '/media/restricted/demo';
export const DEMO_SPEAKER_DECK_URL = `${DEMO_RESTRICTED_MEDIA_URL}/speaker-deck.pdf`;
export const DEMO_SPEAKER_VIDEO = {
  ...DEMO_VIDEO,
  url: `${DEMO_RESTRICTED_MEDIA_URL}/speaker-clip.webm`,
} as const;
/** Real length of the clip and the tone, in seconds. */
export const DEMO_MEDIA_SECONDS = 3;

const CLIP_FILE = fileURLToPath(new URL('./media/demo-clip.webm', import.meta.url));
/** Bump when the generated files change, so existing DATA_DIRs get the new ones. */
const MEDIA_VERSION = '4';

/** Pixel size per thumbnail type: banners are wide, top10 posters tall, podcast and seeLater square. */
const SIZES: Record<string, [number, number]> = {
  cluster: [640, 360],
  episode: [640, 360],
  outdoor: [1600, 600],
  podcast: [480, 480],
  preview: [1280, 720],
  seeLater: [480, 480],
  top10: [400, 600],
  video: [1280, 720],
};

export interface ThumbnailArt {
  /** URL under DEMO_MEDIA_URL, e.g. /media/demo/thumbnails/pt-cardio-01/cluster.svg. */
  url: string;
  type: string;
  /** The specialty whose icon and tones it draws. */
  specialty: ArtworkSpecialty;
  /** The content kind's badge. */
  kind: ArtworkIcon;
  /** A product's packshot (a box on a light ground) instead of the pattern. */
  packshot?: boolean;
  colors: [string, string];
}

export function thumbnailUrl(ownerId: string, type: string): string {
  return `${DEMO_MEDIA_URL}/thumbnails/${ownerId}/${type}.svg`;
}

export { artworkSvg, packshotSvg, portraitSvg } from './media-art.ts';

export function thumbnailSvg(art: ThumbnailArt): string {
  const [width, height] = SIZES[art.type] ?? [640, 360];
  return art.packshot
    ? packshotSvg({ width, height, icon: art.specialty, colors: art.colors })
    : artworkSvg({ width, height, icon: art.specialty, kind: art.kind, colors: art.colors });
}

/** A 16-bit mono PCM WAV: a soft two-note chime with fade-in and fade-out. */
export function toneWav(seconds = DEMO_MEDIA_SECONDS, sampleRate = 16_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  const fade = sampleRate * 0.25;
  for (let i = 0; i < samples; i += 1) {
    const time = i / sampleRate;
    const frequency = time < seconds / 2 ? 523.25 : 659.25;
    const envelope = Math.min(1, i / fade, (samples - i) / fade);
    const value = Math.sin(2 * Math.PI * frequency * time) * 0.3 * envelope;
    buffer.writeInt16LE(Math.round(value * 32_767), 44 + i * 2);
  }
  return buffer;
}

/** A minimal one-page PDF (standard Helvetica, no embedded fonts) standing in for a medicine leaflet. */
export function leafletPdf(lines: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = [
    'BT /F1 14 Tf 56 780 Td 18 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Where the demo files go: a folder (DATA_DIR/media) or any media store (an S3 bucket). */
export interface DemoMediaSink {
  /** The text of the file at `path` (relative to /media), or null when there is none. */
  readText(path: string): Promise<string | null>;
  write(path: string, data: Buffer | string): Promise<void>;
}

export function folderMediaSink(mediaDir: string): DemoMediaSink {
  return {
    readText: (path) => readFile(join(mediaDir, path), 'utf8').catch(() => null),
    async write(path, data) {
      await mkdir(dirname(join(mediaDir, path)), { recursive: true });
      await writeFile(join(mediaDir, path), data);
    },
  };
}

const pathOf = (url: string) => url.slice('/media/'.length);

/**
 * Writes the demo files under `target` (the folder served at /media, or a media store). Skipped when
 * the same version was written before; returns how many files were written.
 */
export async function writeDemoMedia(target: string | DemoMediaSink, arts: ThumbnailArt[]): Promise<number> {
  const sink = typeof target === 'string' ? folderMediaSink(target) : target;
  // A plain name (no leading dot), so every media store accepts it.
  const marker = 'demo/media-version.txt';
  const version = `${MEDIA_VERSION}:${arts.length}`;
  if ((await sink.readText(marker)) === version) return 0;

  const clip = await readFile(CLIP_FILE);
  await sink.write(pathOf(DEMO_VIDEO.url), clip);
  await sink.write(pathOf(DEMO_SPEAKER_VIDEO.url), clip);
  await sink.write(
    pathOf(DEMO_SPEAKER_DECK_URL),
    leafletPdf([
      'Treinamento de palestrantes / Entrenamiento de oradores',
      'Material restrito a palestrantes convidados.',
      'Material restringido a oradores invitados.',
    ]),
  );
  await sink.write(pathOf(DEMO_AUDIO.url), toneWav());
  await sink.write(
    pathOf(DEMO_LEAFLET_URL),
    leafletPdf([
      'Bula demonstrativa / Prospecto de demostracion',
      'Documento de exemplo do portal - sem valor regulatorio.',
      'Documento de ejemplo del portal - sin valor regulatorio.',
    ]),
  );
  // Captions of the demo videos, the signatures of the demo courses' responsible physicians, and the demo
  // events' pictures and speaker portraits.
  const textFiles = [...demoMediaTextFiles(), ...demoEventMediaFiles()];
  for (const [path, data] of textFiles) await sink.write(path, data);
  // Small batches: a thousand files at once would exhaust file handles (or connections) on small machines.
  for (let i = 0; i < arts.length; i += 64) {
    await Promise.all(arts.slice(i, i + 64).map((art) => sink.write(pathOf(art.url), thumbnailSvg(art))));
  }
  await sink.write(marker, version);
  return arts.length + 5 + textFiles.length;
}
