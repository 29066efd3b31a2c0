/** The storage the configuration asks for: an S3 bucket when S3_BUCKET is set, else local disk. */
import type { AppConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

export async function openFileStorage(config: AppConfig): Promise<FileStorage> {
  if (!config.s3) return new LocalDiskStorage(config.uploadsDir);
  // The AWS SDK is a large part of the server bundle: loaded (a chunk of its own in dist/server)
  // only by an instance that uses S3, so the others start without reading it (ADR 042).
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config.s3);
}
