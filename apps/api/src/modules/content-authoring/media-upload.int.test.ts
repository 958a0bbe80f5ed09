// PUT /api/admin/media on both databases and both media stores: every kind accepted and stored under the
// type its bytes show (never the name), refused types 415, over-limit 413 with nothing left in the store,
// staff-only (anonymous and physicians 401, roles that do not author 403), audited, rate-limited, and
// the stored file served back from /media/...
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type AuditList, MEDIA_MAX_BYTES, type MediaUploadResponse } from '@portal/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addStaffMember, eventDraft, staffSignIn } from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { pdfSamples } from '#test/pdf-samples.ts';
import { type S3Peer, startS3Peer } from '#test/s3-peer.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import { bytes, FILES } from '#test/upload-samples.ts';
import type { App } from '../../app.ts';

const AUTHOR_LESS = {
  email: 'reader.br@example.com',
  name: 'Leitora',
  roles: ['reviewer', 'verifier'],
  countries: ['BR' as const],
  totpSecret: 'READERDEMOSECRETPORTALCONSOLE234',
};

for (const storeKind of ['local', 's3'] as const)
  describeEachDatabase(`console media upload (${storeKind} store)`, (ctx) => {
    let app: App;
    let peer: S3Peer | undefined;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      if (storeKind === 's3') peer = await startS3Peer();
      app = await seededApp(ctx, peer ? { media: peer.config } : {});
      setClock(app, new Date('2026-06-01T12:00:00Z'));
      await addStaffMember(app, AUTHOR_LESS);
      tokens.editor = await staffSignIn(app, 'editor@example.com');
      tokens.admin = await staffSignIn(app, 'admin@example.com');
      tokens.reader = await staffSignIn(app, AUTHOR_LESS.email, AUTHOR_LESS.totpSecret);
      tokens.doctor = await signIn(app, 'doctor.br@example.com');
    });

    afterAll(async () => {
      await app.close();
      await peer?.close();
    });

    const upload = (payload: Buffer, who = 'editor', query = '', contentType = 'application/octet-stream') =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/media${query}`,
        headers: { ...(who ? bearer(tokens[who] ?? who) : {}), 'content-type': contentType },
        payload,
      });

    /** Every file under console/ in the store (the partial ones included). */
    const storedFiles = async (): Promise<string[]> => {
      if (peer) {
        const client = new S3Client({
          endpoint: peer.config.endpoint,
          region: peer.config.region,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        });
        const listed = await client.send(new ListObjectsV2Command({ Bucket: peer.config.bucket }));
        client.destroy();
        return (listed.Contents ?? []).map((o) => o.Key ?? '').filter((key) => key.startsWith('console/'));
      }
      return readdir(join(app.config.dataDir, 'media', 'console')).catch(() => []);
    };

    it.each([
      ['png', 'image', 'image/png'],
      ['jpeg', 'image', 'image/jpeg'],
      ['webp', 'image', 'image/webp'],
      ['mp4', 'video', 'video/mp4'],
      ['m4v', 'video', 'video/mp4'],
      ['webm', 'video', 'video/webm'],
      ['mp3', 'audio', 'audio/mpeg'],
      ['m4a', 'audio', 'audio/mp4'],
      ['aac', 'audio', 'audio/aac'],
      ['opus', 'audio', 'audio/ogg'],
      ['wav', 'audio', 'audio/wav'],
      ['pdf', 'pdf', 'application/pdf'],
    ] as const)('stores a %s as %s and serves it back as %s', async (file, kind, mimeType) => {
      const response = await upload(FILES[file]);
      expect(response.statusCode).toBe(201);
      const body = response.json() as MediaUploadResponse;
      expect(body).toMatchObject({ kind, mimeType, bytes: FILES[file].length });
      expect(body.url).toBe(`/media/${body.path}`);
      const served = await app.inject({ url: body.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mimeType);
      expect(served.rawPayload.equals(FILES[file])).toBe(true);
    });

    it('judges by the bytes: a PNG sent as video/mp4 is stored as a PNG', async () => {
      const response = await upload(FILES.png, 'editor', '', 'video/mp4');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ kind: 'image', mimeType: 'image/png' });
      expect((response.json() as MediaUploadResponse).path).toMatch(/^console\/[0-9a-f-]{36}\.png$/);
    });

    it('refuses an .exe or an HTML page with 415 and a clear message, storing nothing', async () => {
      const before = await storedFiles();
      const exe = await upload(bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], Array(100).fill(0)));
      expect(exe.statusCode).toBe(415);
      expect(exe.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(exe.json().message).toMatch(/judged by its content/);
      const html = await upload(bytes('<!doctype html><script>alert(1)</script>'), 'editor', '', 'image/png');
      expect(html.statusCode).toBe(415);
      // A thumbnail field takes images only: a real PDF is refused there.
      expect((await upload(FILES.pdf, 'editor', '?accept=image')).statusCode).toBe(415);
      expect((await upload(FILES.png, 'editor', '?accept=video,audio')).statusCode).toBe(415);
      expect((await upload(FILES.mp4, 'editor', '?accept=video,audio')).statusCode).toBe(201);
      expect((await upload(FILES.png, 'editor', '?accept=poster')).statusCode).toBe(400);
      expect((await storedFiles()).length).toBe(before.length + 1);
    });

    it('refuses a PDF with JavaScript, a launch action or an embedded file (415, the reason), storing nothing', async () => {
      const samples = await pdfSamples();
      const before = await storedFiles();
      const refusals = [
        [samples.documentScript, /JavaScript/],
        [samples.openActionScript, /JavaScript/],
        [samples.launch, /launch action/],
        [samples.embeddedFile, /embedded file/],
      ] as const;
      for (const [pdf, reason] of refusals) {
        const response = await upload(pdf, 'editor', '?accept=pdf');
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: expect.stringMatching(reason),
        });
      }
      expect(await storedFiles()).toEqual(before);
      // Chunked, as a browser streams a large deck: checked whole before anything is stored.
      const streamed = await app.inject({
        method: 'PUT',
        url: '/api/admin/media',
        headers: { ...bearer(tokens.editor ?? ''), 'content-type': 'application/pdf' },
        payload: Readable.from([samples.launch.subarray(0, 100), samples.launch.subarray(100)]),
      });
      expect(streamed.statusCode).toBe(415);
      expect(await storedFiles()).toEqual(before);
      const plain = await upload(samples.plain, 'editor', '?accept=pdf');
      expect(plain.statusCode).toBe(201);
      const served = await app.inject({ url: (plain.json() as MediaUploadResponse).url });
      expect(served.rawPayload.equals(samples.plain)).toBe(true);
    });

    it('refuses a file over its kind’s limit with 413, leaving no file behind', async () => {
      const before = await storedFiles();
      const big = Buffer.concat([FILES.png, Buffer.alloc(MEDIA_MAX_BYTES.image)]);
      const response = await upload(big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The image file is over 5 MB',
      });
      expect(await storedFiles()).toEqual(before);
      // Without a length up front (a chunked body): refused once the count passes the limit, mid-stream,
      // and the partial file is removed.
      const chunks = [FILES.png, ...Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024))];
      const streamed = await app.inject({
        method: 'PUT',
        url: '/api/admin/media',
        headers: { ...bearer(tokens.editor ?? ''), 'content-type': 'application/octet-stream' },
        payload: Readable.from(chunks),
      });
      expect(streamed.statusCode).toBe(413);
      expect(await storedFiles()).toEqual(before);
      // The same bytes as a video (limit 2 GB) are fine, streamed in several parts on S3.
      const video = Buffer.concat([FILES.mp4, Buffer.alloc(MEDIA_MAX_BYTES.image + 4 * 1024 * 1024)]);
      const accepted = await upload(video);
      expect(accepted.statusCode).toBe(201);
      const { url } = accepted.json() as MediaUploadResponse;
      const served = await app.inject({ url, headers: { range: `bytes=${video.length - 10}-` } });
      expect(served.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
      expect((await storedFiles()).length).toBe(before.length + 1);
    });

    it('is for authoring staff only: anonymous and physicians 401, other roles 403', async () => {
      expect((await upload(FILES.png, '')).statusCode).toBe(401);
      expect((await upload(FILES.png, 'doctor')).statusCode).toBe(401);
      expect((await upload(FILES.png, 'reader')).statusCode).toBe(403);
      expect((await upload(FILES.png, 'admin')).statusCode).toBe(403);
    });

    it('gives an event an uploaded recording (a /media/ path), still refusing other addresses', async () => {
      const { url } = (
        await upload(FILES.mp4, 'editor', '?accept=video,audio')
      ).json() as MediaUploadResponse;
      const draft = (recordingUrl: string) => ({
        ...eventDraft('Evento com gravação enviada'),
        description: '<p>Casos</p>',
        speakers: [],
        specialty: null,
        recordingUrl,
      });
      const post = (recordingUrl: string) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/events',
          headers: bearer(tokens.editor ?? ''),
          payload: draft(recordingUrl),
        });
      const created = await post(url);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ latest: { recordingUrl: url } });
      expect((await post('http://videos.example.com/a.mp4')).statusCode).toBe(400);
      expect((await post('/media/../secret')).statusCode).toBe(400);
      expect((await post('javascript:alert(1)')).statusCode).toBe(400);
    });

    it('writes media.upload to the audit trail with the kind and size', async () => {
      const response = await upload(FILES.wav);
      const { url } = response.json() as MediaUploadResponse;
      const audit = await app.inject({
        url: `/api/admin/audit?entityId=${encodeURIComponent(url)}`,
        headers: bearer(tokens.admin ?? ''),
      });
      const [entry] = (audit.json() as AuditList).entries;
      expect(entry).toMatchObject({ action: 'media.upload', staffEmail: 'editor@example.com' });
      expect(entry?.changes).toMatchObject({
        kind: { before: null, after: 'audio' },
        size: { before: null, after: FILES.wav.length },
      });
    });
  });

describeEachDatabase('console media upload rate limit', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await seededApp(ctx, { formRateLimitPerMinute: 1 });
    setClock(app, new Date('2026-06-01T12:00:00Z'));
  });
  afterAll(() => app.close());

  it('answers 429 past three uploads a minute (FORM_RATE_LIMIT_PER_MINUTE × 3)', async () => {
    const token = await staffSignIn(app, 'editor@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/admin/media',
        headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
        payload: FILES.png,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
