/**
 * How `npm run backup` gets a consistent copy of the embedded database while the server runs.
 * PGlite allows one process per data directory, so the backup tool cannot open it; instead the
 * server listens on a Unix socket in DATA_DIR and answers `dump` with `PGlite.dumpDataDir('gzip')`,
 * which runs between two of the server's own statements: a crash-consistent snapshot that restores
 * like a database that lost power (committed work kept, the rest rolled back).
 *
 * Only the operator can reach it: the socket sits in `DATA_DIR/.control`, mode 0700, and is itself
 * mode 0600. It carries one exchange: the client sends `dump\n`; the server answers one JSON line,
 * `{"ok":true,"bytes":N}` followed by N bytes of tar.gz, or `{"ok":false,"error":"..."}`.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

const CONTROL_DIR = '.control';
const SOCKET_NAME = 'backup.sock';
/** sun_path is 108 bytes on Linux (104 on macOS), including the terminating NUL. */
const MAX_SOCKET_PATH = 103;

export class BackupChannelError extends Error {}

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_DIR, SOCKET_NAME);
}

/** The shortest name of `socketPath` from here, or null if even that is too long for a socket. */
function addressable(socketPath: string): string | null {
  const relative = path.relative(process.cwd(), socketPath);
  const shortest = relative.length < socketPath.length ? relative : socketPath;
  return Buffer.byteLength(shortest) <= MAX_SOCKET_PATH ? shortest : null;
}

/**
 * Serves dumps of `database` (PGlite only) until the process exits. Call it while holding the
 * data-dir lock: a socket file left by a server that died is removed first. Returns false, after
 * saying why, when no channel could be opened; the server runs on regardless.
 */
export async function openBackupChannel(
  dataDir: string,
  database: Database,
  log: { warn(message: string): void } = console,
): Promise<boolean> {
  const client = (database.db as { $client?: unknown }).$client;
  if (database.driver !== 'pglite' || !(client instanceof PGlite)) return false;
  const socketPath = backupSocketPath(dataDir);
  const address = addressable(socketPath);
  if (!address) {
    log.warn(
      `backup channel off: ${socketPath} is too long for a Unix socket; use a shorter DATA_DIR`,
    );
    return false;
  }
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => {}); // a client that goes away mid-dump is its own problem
    let request = '';
    socket.setEncoding('utf8');
    socket.on('data', function onData(chunk: string) {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.off('data', onData);
      if (request.trim() !== 'dump') {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      void serveDump(client, socket);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  // Never what keeps the process alive; shutdown exits without waiting for it.
  server.unref();
  return true;
}

async function serveDump(client: PGlite, socket: net.Socket): Promise<void> {
  try {
    const dump = await client.dumpDataDir('gzip');
    socket.write(`${JSON.stringify({ ok: true, bytes: dump.size })}\n`);
    await pipeline(Readable.fromWeb(dump.stream() as never), socket);
  } catch (err) {
    if (!socket.writable) return;
    const error = err instanceof Error ? err.message : String(err);
    socket.end(`${JSON.stringify({ ok: false, error })}\n`);
  }
}

/** Asks the server holding `dataDir` for a dump and writes it to `file`. */
export async function requestDump(dataDir: string, file: string): Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) {
    throw new BackupChannelError(
      `The process using ${dataDir} offers no backup channel (${socketPath} is missing): ` +
        'it may be another tool, or a server older than this backup command. Stop it, then run the backup again.',
    );
  }
  const address = addressable(socketPath);
  if (!address) {
    throw new BackupChannelError(
      `${socketPath} is too long for a Unix socket; run this from DATA_DIR`,
    );
  }
  const socket = net.connect(address);
  const out = fs.createWriteStream(file, { mode: 0o600 });
  try {
    await new Promise<void>((resolve, reject) => {
      let header: Buffer = Buffer.alloc(0);
      let expected = -1;
      let received = 0;
      const fail = (err: Error) => {
        socket.destroy();
        reject(err);
      };
      socket.on('error', (err) =>
        fail(new BackupChannelError(`Could not reach the server's backup channel: ${err.message}`)),
      );
      socket.on('connect', () => socket.write('dump\n'));
      socket.on('data', (chunk: Buffer) => {
        if (expected < 0) {
          header = Buffer.concat([header, chunk]);
          const newline = header.indexOf(0x0a);
          if (newline < 0) return;
          const reply = JSON.parse(header.subarray(0, newline).toString('utf8')) as {
            ok: boolean;
            bytes?: number;
            error?: string;
          };
          if (!reply.ok)
            return fail(new BackupChannelError(`The server could not dump: ${reply.error}`));
          expected = reply.bytes ?? 0;
          chunk = header.subarray(newline + 1);
        }
        received += chunk.length;
        if (chunk.length > 0 && !out.write(chunk)) {
          socket.pause();
          out.once('drain', () => socket.resume());
        }
      });
      socket.on('end', () => {
        // A server that stopped mid-dump closes early: a short file must not pass for a backup.
        if (expected < 0 || received !== expected) {
          fail(new BackupChannelError(`The dump ended early (${received} of ${expected} bytes)`));
        } else {
          resolve();
        }
      });
    });
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
}
