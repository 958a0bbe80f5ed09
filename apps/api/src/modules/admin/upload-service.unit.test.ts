import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, sniffUpload, uploadTarget } from './upload-service.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('console uploads', () => {
  it('judges the type by the bytes, not the name', () => {
    expect(sniffUpload(PNG)?.mimeType).toBe('image/png');
    expect(sniffUpload(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mimeType).toBe('image/jpeg');
    expect(sniffUpload(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mimeType).toBe('image/webp');
    expect(sniffUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffUpload(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('refuses a file over its limit and names the stored path', () => {
    expect(() => uploadTarget(Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]))).toThrow(/MB/);
    expect(() => uploadTarget(Buffer.from('GIF89a'))).toThrow(/PNG/);
    expect(uploadTarget(PNG).url).toMatch(/^\/media\/console\/[0-9a-f-]{36}\.png$/);
  });
});
