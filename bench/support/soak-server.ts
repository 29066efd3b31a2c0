/**
 * The server side of bench/soak: the real entry point (`node --import tsx server/src/main.ts`) in a
 * process of its own, configured only through its environment as in production, so the figures
 * are the server's alone; and its resident memory, read from /proc/<pid>/status once a second.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A port nobody listens on now (the server is given it through PORT). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface SoakServer {
  pid: number;
  base: string;
  /** Lines the server logged at warn or above (pino level >= 40), the first of each kind kept. */
  warnings: { count: number; first: string[] };
  /** SIGTERM (the graceful shutdown: drain, close the database), SIGKILL after 20 s. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server with `env` (added to a copy of this process's environment without any
 * database URL, so the embedded driver is used unless env names one) and waits until
 * /api/health/ready (or, without it, /api/health) answers 200, for at most 90 s.
 */
export async function startSoakServer(env: Record<string, string>): Promise<SoakServer> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.TEST_DATABASE_URL;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // Node/V8 flags for the server under test (e.g. heap tuning), separated by spaces.
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      path.join(ROOT, 'server', 'src', 'main.ts'),
    ],
    {
      cwd: ROOT,
      env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const warnings = { count: 0, first: [] as string[] };
  const seen = new Set<string>();
  const onLine = (line: string) => {
    if (!line.trim()) return;
    let level = 50; // Anything that is not a pino line (a crash, a stack) counts as an error.
    let kind = line;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
      };
      level = entry.level ?? 50;
      kind = `${entry.msg ?? ''} ${entry.err?.message ?? ''}`;
    } catch {
      /* not JSON */
    }
    if (level < 40) return;
    warnings.count += 1;
    // The first line of each kind (message and error), so one noisy error hides no other.
    if (warnings.first.length < 8 && !seen.has(kind)) {
      seen.add(kind);
      warnings.first.push(line.slice(0, 400));
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (d: Buffer) => {
      const lines = (rest + d.toString()).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let dead = false;
  void exited.then(() => (dead = true));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (dead) throw new Error(`server exited during start-up: ${warnings.first.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server was not ready within 90 s');
    }
    // Readiness (migrated, database up) where the server has the probe; else liveness.
    const ready = await fetch(`${base}/api/health/ready`).then(
      async (r) => (r.status === 404 ? fetch(`${base}/api/health`) : r),
      () => null,
    );
    const ok = ready?.ok === true;
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    pid: child.pid!,
    base,
    warnings,
    async stop() {
      if (!dead) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Resident memory of a process in MB now, and its peak so far (the kernel's high-water mark). */
export function readRss(pid: number): { rssMb: number; hwmMb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    // No /proc (macOS): ps reports RSS in KiB; no high-water mark there.
    try {
      const kb = Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      );
      return Number.isFinite(kb) && kb > 0 ? { rssMb: kb / 1024, hwmMb: kb / 1024 } : null;
    } catch {
      return null;
    }
  }
}

export interface RssSample {
  /** Seconds since the sampler started. */
  t: number;
  mb: number;
}

/** Samples the process's RSS every `intervalMs` until stopped. */
export function sampleRss(pid: number, intervalMs = 1000) {
  const start = performance.now();
  const samples: RssSample[] = [];
  const take = () => {
    const now = readRss(pid);
    if (now) samples.push({ t: (performance.now() - start) / 1000, mb: now.rssMb });
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    /** Seconds since the sampler started. */
    elapsed: () => (performance.now() - start) / 1000,
    stop() {
      clearInterval(timer);
      take();
    },
  };
}

/**
 * The kernel's count of connections dropped because a listening socket's accept queue was full
 * (TcpExt ListenOverflows, machine-wide): a server too busy to accept leaves new respondents'
 * handshakes to be retried, seconds later. Null where /proc/net/netstat is missing.
 */
export function listenOverflows(): number | null {
  try {
    const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const at = lines.findIndex((l) => l.startsWith('TcpExt:'));
    const names = lines[at]!.split(/\s+/);
    const values = lines[at + 1]!.split(/\s+/);
    const value = Number(values[names.indexOf('ListenOverflows')]);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
