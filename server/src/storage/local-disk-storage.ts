import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage';

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    // A key that walked out of the root could name any file on the machine.
    assertStorageKey(key);
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
