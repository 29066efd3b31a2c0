import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';

const SAFE_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    // Keys are server-generated; refuse anything else so a key can never walk out of the root.
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathFor(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a crash never leaves a half-written file under the final name.
    const tmp = `${file}.tmp`;
    await fs.promises.writeFile(tmp, data);
    await fs.promises.rename(tmp, file);
  }

  async get(key: string): Promise<Readable> {
    // Open now, so a missing file fails here rather than later on the stream.
    const handle = await fs.promises.open(this.pathFor(key), 'r');
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathFor(key), { force: true });
  }
}
