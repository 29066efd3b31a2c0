/**
 * PGlite corrupts a data directory that two processes open (DESIGN.md §9), and nothing in PGlite
 * stops it. The server and every tool take this lock before opening DATA_DIR; a second live holder
 * is refused with a clear message, and the lock of a holder that died (SIGKILL, OOM, power loss) is
 * taken over at once, so a supervisor's restart succeeds.
 *
 * The lock is the file `DATA_DIR/.formloom.lock`, holding one JSON record: the holder's pid, its
 * start time (Linux: field 22 of /proc/<pid>/stat, so a recycled pid is not mistaken for the
 * holder), its hostname and a random token. It is written to a temporary file, flushed, and then
 * hard-linked to its name: link() fails if the name exists, so creation is exclusive and a reader
 * never sees a half-written record.
 *
 * Taking over a dead holder's lock is the delicate part: POSIX has no "unlink if unchanged", so two
 * processes that both saw the dead record could each remove the file, the second removing the lock
 * the first had just created, and both would win. Hence one rule: a file holding a dead record R is
 * removed only by the process that holds the lock `<file>.takeover-<id of R>`, taken with this same
 * procedure (recursively, in case a taker died too). Under it the taker re-reads the file and
 * removes it only if it still holds R; nobody else can have changed it meanwhile (R's holder is
 * dead, and a new lock is only ever created where no file exists). It then releases the takeover
 * lock and competes to create the lock like anyone else; exactly one link() succeeds. A later taker
 * of the same R finds the file no longer holds R and changes nothing. R's id is a hash of the file's
 * content, so an empty or garbled file (power loss) is taken over the same way.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = '.formloom.lock';
/** Formloom's first lock (proper-lockfile) was a directory whose mtime its holder kept fresh. */
const LEGACY_STALE_MS = 30_000;
/** Each level is a taker that died mid-takeover; more than a few means something else is wrong. */
const MAX_TAKEOVER_DEPTH = 5;

export interface LockRecord {
  pid: number;
  /** Clock ticks after boot at which the process started; null where /proc is not available. */
  startTime: string | null;
  hostname: string;
  token: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, detail = '') {
    super(
      `Another Formloom process is using the data directory ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to a different directory.' +
        detail,
    );
  }
}

export type ReleaseLock = () => Promise<void>;

export async function lockDataDir(dataDir: string): Promise<ReleaseLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me = ownRecord();
  // Synchronous throughout: no other lock attempt of this process can interleave with this one.
  const holder = acquire(file, me, 0);
  if (holder) throw new DataDirLockedError(dataDir, describe(holder, file));
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    removeIfOurs(file, me.token);
  };
}

/** Whether the recorded process is still running, as far as this machine can tell. */
export function holderIsAlive(record: LockRecord): boolean {
  // Another host's pids mean nothing here (a data directory shared over the network): assume alive.
  if (record.hostname !== os.hostname()) return true;
  try {
    process.kill(record.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const now = processStart(record.pid);
  if (now === 'gone') return false;
  // A different start time: the pid was recycled by a process that is not the holder.
  return now === null || record.startTime === null || now === record.startTime;
}

type Holder = { kind: 'process'; record: LockRecord } | { kind: 'legacy' };

type Found =
  | { kind: 'missing' }
  | { kind: 'legacy'; fresh: boolean }
  | { kind: 'file'; id: string; record: LockRecord | null };

/** Returns null once `file` is ours, or who holds it. */
function acquire(file: string, me: LockRecord, depth: number): Holder | null {
  if (depth > MAX_TAKEOVER_DEPTH) throw new Error(`Too many abandoned takeovers of ${file}`);
  for (let attempt = 0; attempt < 100; attempt++) {
    if (create(file, me)) return null;
    const found = read(file);
    if (found.kind === 'missing') continue; // released just now: try again
    if (found.kind === 'legacy') {
      if (found.fresh) return { kind: 'legacy' };
      removeLegacy(file);
      continue;
    }
    if (found.record && holderIsAlive(found.record))
      return { kind: 'process', record: found.record };
    const takeover = `${file}.takeover-${found.id}`;
    const taker = acquire(takeover, me, depth + 1);
    // Someone alive is replacing this dead lock right now; they, or a newcomer, will hold it.
    if (taker) return taker;
    try {
      const again = read(file);
      if (again.kind === 'file' && again.id === found.id) fs.rmSync(file, { force: true });
    } finally {
      removeIfOurs(takeover, me.token);
    }
  }
  throw new Error(`Could not take ${file}: it keeps changing`);
}

function create(file: string, record: LockRecord): boolean {
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  const fd = fs.openSync(tmp, 'wx', 0o644);
  try {
    fs.writeSync(fd, JSON.stringify(record));
    // Flushed before it gets its name, so a crash cannot leave an empty lock behind.
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

function read(file: string): Found {
  let content: Buffer;
  try {
    content = fs.readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'missing' };
    if (code !== 'EISDIR') throw err;
    try {
      return { kind: 'legacy', fresh: Date.now() - fs.statSync(file).mtimeMs < LEGACY_STALE_MS };
    } catch {
      return { kind: 'missing' };
    }
  }
  const id = crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);
  return { kind: 'file', id, record: parse(content.toString('utf8')) };
}

function parse(text: string): LockRecord | null {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    const valid =
      Number.isSafeInteger(value.pid) &&
      (value.pid as number) > 0 &&
      (typeof value.startTime === 'string' || value.startTime === null) &&
      typeof value.hostname === 'string' &&
      typeof value.token === 'string';
    return valid ? (value as LockRecord) : null;
  } catch {
    return null;
  }
}

function removeLegacy(file: string): void {
  try {
    // rmdir, not rm: should a new-style lock file have replaced the directory, it stays.
    fs.rmdirSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'ENOTEMPTY') throw err;
  }
}

/** Ours until we remove it: nobody else removes the file of a live holder. */
function removeIfOurs(file: string, token: string): void {
  const found = read(file);
  if (found.kind === 'file' && found.record?.token === token) fs.rmSync(file, { force: true });
}

function ownRecord(): LockRecord {
  const start = processStart(process.pid);
  return {
    pid: process.pid,
    startTime: start === 'gone' ? null : start,
    hostname: os.hostname(),
    token: crypto.randomBytes(8).toString('hex'),
    since: new Date().toISOString(),
  };
}

/** Field 22 of /proc/<pid>/stat; 'gone' for an exited (or zombie) process; null without /proc. */
function processStart(pid: number): string | 'gone' | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return process.platform === 'linux' ? 'gone' : null;
  }
  // The command name (field 2) is in parentheses and may itself contain spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return 'gone';
  return fields[19] ?? null;
}

function describe(holder: Holder, file: string): string {
  if (holder.kind === 'legacy') return '';
  const { pid, hostname } = holder.record;
  return hostname === os.hostname()
    ? ` (It is process ${pid}.)`
    : ` It is held by process ${pid} on ${hostname}; if that process is gone, delete ${file}.`;
}
