import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, type LockRecord, lockDataDir } from './data-dir-lock';

const root = path.resolve(import.meta.dirname, '../../..');
const contenderScript = path.join(root, 'server/src/test-support/lock-contender.ts');

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const readRecord = (dir: string) =>
  JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as LockRecord;

/** A lock-contender process, with a way to wait for its next line of output. */
function contender(mode: 'hold' | 'race', dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', contenderScript, mode, dir], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  let errors = '';
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let read = 0;
  const nextLine = async (): Promise<string> => {
    while (read >= lines.length) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`contender exited: ${errors}`);
      }
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), exited]);
    }
    return lines[read++]!;
  };
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { child, nextLine, kill, send: (text: string) => child.stdin!.write(text) };
}

/** A lock left behind by a process killed with SIGKILL, as after a crash. */
async function deadLock(dir: string): Promise<LockRecord> {
  const holder = contender('hold', dir);
  expect(await holder.nextLine()).toBe('locked');
  await holder.kill();
  return readRecord(dir);
}

describe('lockDataDir', () => {
  it('refuses a second holder with a clear message, and frees the directory on release', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      /Another Formloom process is using the data directory/,
    );
    await release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    const again = await lockDataDir(dir);
    await again();
  });

  it('creates a missing data directory', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = await lockDataDir(dir);
    expect(fs.existsSync(dir)).toBe(true);
    await release();
  });

  it('refuses while a live process elsewhere holds it', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const holder = contender('hold', dir);
    expect(await holder.nextLine()).toBe('locked');
    await expect(lockDataDir(dir)).rejects.toThrow(
      `Another Formloom process is using the data directory ${dir}`,
    );
    expect(readRecord(dir).pid).toBe(holder.child.pid);
  });

  it('takes the lock at once from a holder killed with SIGKILL', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const dead = await deadLock(dir);
    const release = await lockDataDir(dir);
    const record = readRecord(dir);
    expect(record.pid).toBe(process.pid);
    expect(record.token).not.toBe(dead.token);
    // The takeover leaves nothing behind but the lock itself.
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    await release();
  });

  it('takes over a recorded pid that is alive but started at another time (pid reuse)', async () => {
    const dir = tempDir();
    await lockDataDir(dir);
    // The record names this very process, which is alive, but not the process that took the lock.
    const stale = { ...readRecord(dir), startTime: '1', token: 'recycled' };
    fs.writeFileSync(lockFile(dir), JSON.stringify(stale));
    const release = await lockDataDir(dir);
    expect(readRecord(dir).token).not.toBe('recycled');
    await release();
  });

  it('takes over an empty or garbled lock file (power loss)', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), '');
    const release = await lockDataDir(dir);
    expect(readRecord(dir).pid).toBe(process.pid);
    await release();
  });

  it("refuses another host's lock, saying how to clear it", async () => {
    const dir = tempDir();
    await (
      await lockDataDir(dir)
    )();
    const record: LockRecord = {
      pid: 1,
      startTime: '1',
      hostname: `not-${os.hostname()}`,
      token: 'remote',
      since: new Date().toISOString(),
    };
    fs.writeFileSync(lockFile(dir), JSON.stringify(record));
    await expect(lockDataDir(dir)).rejects.toThrow(
      `It is held by process 1 on not-${os.hostname()}; if that process is gone, delete ${lockFile(dir)}`,
    );
  });

  it('finishes the takeover of a process that died while taking over a dead lock', async () => {
    const dir = tempDir();
    // Above the largest pid Linux hands out (pid_max is at most 2^22): never alive.
    const dead = (token: string): LockRecord => ({
      pid: 4_194_305,
      startTime: '1',
      hostname: os.hostname(),
      token,
      since: new Date().toISOString(),
    });
    const lock = JSON.stringify(dead('crashed-server'));
    fs.writeFileSync(lockFile(dir), lock);
    // The taker's claim on that dead lock: a file named after the lock's content, whose own
    // holder is dead too.
    const id = crypto.createHash('sha256').update(lock).digest('hex').slice(0, 16);
    fs.writeFileSync(`${lockFile(dir)}.takeover-${id}`, JSON.stringify(dead('crashed-taker')));
    const release = await lockDataDir(dir);
    expect(readRecord(dir).pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    await release();
  });

  it("release removes the lock only while it is still this process's", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    const other = { ...readRecord(dir), token: 'someone-else' };
    fs.writeFileSync(lockFile(dir), JSON.stringify(other));
    await release();
    expect(readRecord(dir).token).toBe('someone-else');
  });

  it("honours a fresh lock directory of Formloom's previous lock and reclaims a stale one", async () => {
    const dir = tempDir();
    fs.mkdirSync(lockFile(dir));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old);
    const release = await lockDataDir(dir);
    expect(readRecord(dir).pid).toBe(process.pid);
    await release();
  });

  it(
    'lets exactly one of several processes racing for a dead lock win',
    { timeout: 120_000 },
    async () => {
      const dir = tempDir();
      await deadLock(dir);
      const racers = Array.from({ length: 6 }, () => contender('race', dir));
      for (const racer of racers) expect(await racer.nextLine()).toBe('ready');
      // One instant for all, far enough ahead that every racer has it before then.
      const at = Date.now() + 1_000;
      for (const racer of racers) racer.send(`go ${at}\n`);
      const results = await Promise.all(racers.map((racer) => racer.nextLine()));
      expect(results.filter((r) => r === 'locked')).toHaveLength(1);
      expect(results.filter((r) => r === 'refused')).toHaveLength(racers.length - 1);
      const winner = racers[results.indexOf('locked')]!;
      expect(readRecord(dir).pid).toBe(winner.child.pid);
      expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    },
  );
});
