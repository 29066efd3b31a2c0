import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder with a clear message, and frees the directory on release', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      /Another Formloom process is using the data directory/,
    );
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('creates a missing data directory', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = await lockDataDir(dir);
    expect(fs.existsSync(dir)).toBe(true);
    await release();
  });
});
