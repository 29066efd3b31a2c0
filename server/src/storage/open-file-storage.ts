/** The storage the configuration asks for: an S3 bucket when S3_BUCKET is set, else local disk. */
import type { AppConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

export function openFileStorage(config: AppConfig): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.uploadsDir);
}
