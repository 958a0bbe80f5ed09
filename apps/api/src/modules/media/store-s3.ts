// Media in any S3-compatible object store (MEDIA_STORE=s3): stat = HEAD, a read = (ranged) GET,
// put = PUT. Path-style addressing, so MinIO, Ceph, R2 and test peers work as AWS S3 does.

import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ByteRange, contentTypeOf, isSafeMediaPath, type MediaStat, type MediaStore } from './store.ts';

export interface S3MediaStoreOptions {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NotFound ||
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

export class S3MediaStore implements MediaStore {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(options: S3MediaStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: not every compatible store knows the newer headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async stat(path: string): Promise<MediaStat | null> {
    if (!isSafeMediaPath(path)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return {
        size: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
        contentType: contentTypeOf(path),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  createReadStream(path: string, range?: ByteRange): Readable {
    if (!isSafeMediaPath(path)) throw new Error(`Not a media path: ${path}`);
    // The GET starts now; its body flows into the stream handed back (errors destroy it).
    const out = new PassThrough();
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: path,
      ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
    });
    this.client.send(command).then(
      (answer) => {
        const body = answer.Body;
        if (!(body instanceof Readable)) {
          out.destroy(new Error('S3 answered without a body stream'));
          return;
        }
        body.on('error', (error) => out.destroy(error));
        out.on('close', () => body.destroy());
        body.pipe(out);
      },
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }

  async put(path: string, data: Buffer | Uint8Array | string | Readable): Promise<void> {
    if (!isSafeMediaPath(path)) throw new Error(`Not a media path: ${path}`);
    // PUT needs a length: a stream is read whole first (media are uploaded by operators, not hot).
    const body = data instanceof Readable ? await buffer(data) : data;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: body, ContentType: contentTypeOf(path) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
