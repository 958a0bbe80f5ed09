/// <reference path="./s3rver.d.ts" />
// A real S3 protocol peer for tests: s3rver (pure JS, files in a temporary folder) on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { MediaStoreConfig } from '../src/config.ts';

export interface S3Peer {
  /** The media store config that points at the peer's bucket. */
  config: Extract<MediaStoreConfig, { kind: 's3' }>;
  close(): Promise<void>;
}

export async function startS3Peer(bucket = 'portal-media'): Promise<S3Peer> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials; it checks the request signature with them.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
