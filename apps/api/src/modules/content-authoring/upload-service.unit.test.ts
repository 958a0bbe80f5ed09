// The sniffer on the real leading bytes of each accepted format (tiny files built here), the look-alikes
// it must refuse, and the streaming gate's 415/413.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { MEDIA_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bytes, FILES, ftyp, le32 } from '#test/upload-samples.ts';
import { MediaGate, sniffMedia } from './upload-service.ts';

describe('the upload sniffer', () => {
  it.each([
    ['png', 'image', 'image/png', 'png'],
    ['jpeg', 'image', 'image/jpeg', 'jpg'],
    ['webp', 'image', 'image/webp', 'webp'],
    ['mp4', 'video', 'video/mp4', 'mp4'],
    ['m4v', 'video', 'video/mp4', 'm4v'],
    ['m4a', 'audio', 'audio/mp4', 'm4a'],
    ['webm', 'video', 'video/webm', 'webm'],
    ['mp3', 'audio', 'audio/mpeg', 'mp3'],
    ['mp3Frame', 'audio', 'audio/mpeg', 'mp3'],
    ['aac', 'audio', 'audio/aac', 'aac'],
    ['opus', 'audio', 'audio/ogg', 'ogg'],
    ['vorbis', 'audio', 'audio/ogg', 'ogg'],
    ['wav', 'audio', 'audio/wav', 'wav'],
    ['pdf', 'pdf', 'application/pdf', 'pdf'],
  ] as const)('knows %s by its first bytes', (file, kind, mimeType, extension) => {
    expect(sniffMedia(FILES[file])).toEqual({ kind, mimeType, extension });
  });

  it('refuses look-alikes and everything else', () => {
    expect(sniffMedia(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull(); // a Windows .exe
    expect(sniffMedia(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffMedia(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffMedia(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(sniffMedia(ftyp('heic', 'mif1', 'heic'))).toBeNull(); // an HEIF image in an ftyp box
    expect(sniffMedia(ftyp('qt  ', 'qt  '))).toBeNull(); // QuickTime
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffMedia(bytes('OggS', [0, 2], Array(20).fill(0), [1, 42], '\x80theora'))).toBeNull();
    expect(sniffMedia(bytes('RIFF', le32(4), 'AVI LIST'))).toBeNull();
    expect(sniffMedia(Buffer.alloc(0))).toBeNull();
  });
});

const through = (gate: MediaGate, ...chunks: Buffer[]) => buffer(Readable.from(chunks).pipe(gate));

describe('the streaming gate', () => {
  it('lets an accepted file through whole, however it is chunked, and counts it', async () => {
    const gate = new MediaGate(['audio'], null);
    const out = through(gate, FILES.wav.subarray(0, 3), FILES.wav.subarray(3, 20), FILES.wav.subarray(20));
    await expect(gate.kind).resolves.toMatchObject({ kind: 'audio', mimeType: 'audio/wav' });
    expect((await out).equals(FILES.wav)).toBe(true);
    expect(gate.bytes).toBe(FILES.wav.length);
  });

  it('refuses with 415 an unknown type, or a kind the field does not accept', async () => {
    const unknown = new MediaGate(['image', 'video', 'audio', 'pdf'], null);
    through(unknown, bytes('<html>')).catch(() => {});
    await expect(unknown.kind).rejects.toMatchObject({ statusCode: 415 });
    const notAnImage = new MediaGate(['image'], null);
    through(notAnImage, FILES.pdf).catch(() => {});
    await expect(notAnImage.kind).rejects.toMatchObject({ statusCode: 415 });
  });

  it('fails with 413 once more than the kind allows has passed, or when the declared length is over', async () => {
    const declared = new MediaGate(['image'], MEDIA_MAX_BYTES.image + 1);
    through(declared, FILES.png).catch(() => {});
    await expect(declared.kind).rejects.toMatchObject({ statusCode: 413 });

    const gate = new MediaGate(['image'], null);
    const chunk = Buffer.alloc(1024 * 1024);
    const out = through(gate, FILES.png, ...Array.from({ length: 6 }, () => chunk));
    await expect(gate.kind).resolves.toMatchObject({ kind: 'image' });
    await expect(out).rejects.toMatchObject({ statusCode: 413, message: 'The image file is over 5 MB' });
  });
});
