// Media in any S3-compatible object store (MEDIA_STORE=s3): stat = HEAD, a read = (ranged) GET,
// put = PUT, or a multipart upload for a stream longer than one part. Path-style addressing, so MinIO, Ceph, R2 and test peers work as AWS S3 does.

import { PassThrough, Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { type ByteRange, contentTypeOf, isSafeMediaPath, type MediaStat, type MediaStore } from './store.ts';

export interface S3MediaStoreOptions {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** Multipart part size: S3's minimum is 5 MiB (but for the last part). */
const PART_BYTES = 8 * 1024 * 1024;

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
    if (data instanceof Readable) return this.putStream(path, data);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: data, ContentType: contentTypeOf(path) }),
    );
  }

  /**
   * A stream in parts of PART_BYTES (one PUT when it fits in one): at most one part in memory, and the
   * object appears only when the upload completes; a failure aborts it, leaving nothing.
   */
  private async putStream(path: string, source: Readable): Promise<void> {
    const target = { Bucket: this.bucket, Key: path };
    let uploadId: string | undefined;
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async () => {
      if (!uploadId) {
        const created = await this.client.send(
          new CreateMultipartUploadCommand({ ...target, ContentType: contentTypeOf(path) }),
        );
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const answer = await this.client.send(
        new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: body }),
      );
      parts.push({ ETag: answer.ETag, PartNumber });
    };
    try {
      for await (const chunk of source) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= PART_BYTES) await sendPart();
      }
      if (!uploadId) {
        await this.client.send(
          new PutObjectCommand({ ...target, Body: Buffer.concat(pending), ContentType: contentTypeOf(path) }),
        );
        return;
      }
      if (pendingBytes > 0) await sendPart();
      await this.client.send(
        new CompleteMultipartUploadCommand({
          ...target,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      if (uploadId)
        await this.client
          .send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId }))
          .catch(() => undefined);
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
