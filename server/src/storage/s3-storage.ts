/**
 * Uploaded files in an S3 bucket, or any S3-compatible service (MinIO, Cloudflare R2, ...), so app
 * instances can scale out without sharing a disk. Objects are private; downloads still go through
 * the access-checked route, which streams the object's body.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertStorageKey, type FileStorage } from './file-storage';

export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials ?? undefined,
      // The SDK's default CRC checksums (since 3.729) are refused by several S3-compatible services;
      // on those, send checksums only where the API requires them. AWS itself keeps the default.
      ...(config.endpoint
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
    });
  }

  async put(key: string, data: Buffer, contentType?: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType ?? 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    let body: unknown;
    try {
      ({ Body: body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      ));
    } catch (err) {
      if (isMissingObject(err)) throw missingFile(key);
      throw err;
    }
    // In Node the SDK hands back the HTTP response itself, which is a Readable.
    if (!(body instanceof Readable)) throw new Error(`S3 returned no readable body for ${key}`);
    return body;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 for a key that holds nothing, so this is idempotent like the local rm -f.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissingObject(err: unknown): boolean {
  // NoSuchKey from AWS; some compatible services answer a bare 404 instead. A missing bucket is a
  // configuration error, not a missing file, and must not be reported as one.
  if (!(err instanceof S3ServiceException) || err.name === 'NoSuchBucket') return false;
  return err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404;
}

/** The same shape the local disk rejects with for a missing file (fs's ENOENT). */
function missingFile(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored file under ${key}`), { code: 'ENOENT' });
}
