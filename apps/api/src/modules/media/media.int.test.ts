import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { type S3Peer, startS3Peer } from '#test/s3-peer.ts';
import type { App } from '../../app.ts';
import { S3MediaStore } from './store-s3.ts';

// 1000 bytes whose value tells their position, so a wrong slice cannot pass.
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

// The same answers from both stores: DATA_DIR/media (the default) and an S3 bucket on a real S3 peer.
for (const storeKind of ['local', 's3'] as const)
  describeEachDatabase(`media files (${storeKind})`, (ctx) => {
    let app: App;
    let peer: S3Peer | undefined;

    beforeAll(async () => {
      if (storeKind === 's3') peer = await startS3Peer();
      app = await ctx.buildApp(peer ? { media: peer.config } : {});
      if (peer) expect(app.mediaStore).toBeInstanceOf(S3MediaStore);
      await app.mediaStore.put('video/clip.mp4', BYTES);
      await app.mediaStore.put('thumbs/a.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    });

    afterAll(async () => {
      await app.close();
      await peer?.close();
    });

    const media = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });

    it('serves a whole file with its type, length, validators and cache headers', async () => {
      const response = await media('/media/video/clip.mp4');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(BYTES)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': '1000',
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=86400',
      });
      expect(response.headers.etag).toEqual(expect.any(String));
      expect(response.headers['last-modified']).toEqual(expect.any(String));
      expect((await media('/media/thumbs/a.svg')).headers['content-type']).toBe('image/svg+xml');

      const again = await media('/media/video/clip.mp4', { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it('answers a byte range with 206 and exactly those bytes', async () => {
      const middle = await media('/media/video/clip.mp4', { range: 'bytes=100-199' });
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe('bytes 100-199/1000');
      expect(middle.headers['content-length']).toBe('100');
      expect(middle.rawPayload.equals(BYTES.subarray(100, 200))).toBe(true);

      const tail = await media('/media/video/clip.mp4', { range: 'bytes=-10' });
      expect(tail.statusCode).toBe(206);
      expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
      expect(tail.rawPayload.equals(BYTES.subarray(990))).toBe(true);

      const open = await media('/media/video/clip.mp4', { range: 'bytes=995-' });
      expect(open.rawPayload.equals(BYTES.subarray(995))).toBe(true);
    });

    it('answers 416 for a range beyond the file', async () => {
      const response = await media('/media/video/clip.mp4', { range: 'bytes=5000-6000' });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */1000');
    });

    it('answers 404 for missing files and paths that leave the media folder', async () => {
      expect((await media('/media/video/none.mp4')).statusCode).toBe(404);
      expect((await media('/media/../pglite/PG_VERSION')).statusCode).toBe(404);
      expect((await media('/media/%2e%2e/secret')).statusCode).toBe(404);
      expect((await media('/media/.hidden')).statusCode).toBe(404);
    });
  });
