import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { RefusedToStart } from './refused-to-start.ts';
import { checkedKey, newStorageKey, ScratchDir, StoredFileMissing, type FileStorage } from './storage.ts';

// The pinned SDK supports Node.js 20; its notice about later versions is for whoever upgrades it.
// eslint-disable-next-line no-restricted-properties -- a flag for the SDK, not configuration of ours
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** A bucket of an S3-compatible service and how to reach it (env.ts reads it from S3_*). */
export interface S3Settings {
  /** The service's address; undefined for AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key. */
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: the service's minimum; with two on their way and one filling, an upload holds at most three. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files as objects of one bucket of an S3-compatible service (AWS S3, MinIO, Ceph RGW), named by
 * their key. Uploads stream in parts (lib-storage's Upload: one request for a small file, a
 * multipart upload for a large one, aborted on failure so no parts are left behind), each part
 * with its SHA-256 for the service to check; downloads stream the object's body. Scratch files of
 * uploads in progress stay on this machine's disk.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly scratch: ScratchDir;

  constructor(
    private readonly settings: S3Settings,
    scratchDir: string,
  ) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums ride in headers of each part (ChecksumAlgorithm below), not in aws-chunked
      // trailers, which several S3-compatible services do not read.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A service that stops answering fails the request instead of holding it (and a connection) forever.
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
    });
    this.scratch = new ScratchDir(scratchDir);
  }

  /** Fails at start, with the service's own reason, when the bucket cannot be reached. */
  async init(): Promise<void> {
    await this.scratch.clean();
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (err) {
      const reason = err instanceof S3ServiceException ? `${err.name} (${err.$metadata.httpStatusCode})` : String(err);
      throw new RefusedToStart(`Сховище S3 недоступне: кошик «${this.settings.bucket}» — ${reason}`, { cause: err });
    }
  }

  scratchPath(): string {
    return this.scratch.newPath();
  }

  async put(source: Readable): Promise<string> {
    const key = newStorageKey();
    try {
      await this.putAt(key, source);
    } catch (err) {
      // A single-request upload that failed halfway may still have landed: no orphan object either.
      await this.delete(key).catch(() => {});
      throw err;
    }
    return key;
  }

  async putFile(localPath: string): Promise<string> {
    const key = await this.put(fs.createReadStream(localPath));
    await fsp.rm(localPath, { force: true });
    return key;
  }

  /** A failure leaves an object already under `key` as it was: a PUT replaces an object whole or not at all. */
  async putAt(key: string, source: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: checkedKey(key), Body: source, ChecksumAlgorithm: 'SHA256' },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      return object.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) {
        throw new StoredFileMissing(key);
      }
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
