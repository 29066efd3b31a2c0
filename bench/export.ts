/**
 * bench/export: CSV export of 1,000,000 responses through the real endpoint (HTTP, streamed)
 * against PostgreSQL's own `COPY ... TO STDOUT CSV` of the same rows, in the same run, and the
 * server's memory growth during the export. Goal (DESIGN.md §7): at least 0.3 of COPY's rows per
 * second; memory growth under 50 MB. The XLSX export of the same rows is measured as well, as an
 * extra figure with no goal.
 *
 * BENCH_ROWS sets the number of rows; BENCH_REPEAT (default 1) runs COPY and the exports that many
 * times, alternately, and reports the medians: on a shared machine one pass can be far off.
 * The ratio compares like with like: COPY's plain text against the CSV export without HTTP
 * compression. The same export with `accept-encoding: gzip` (what browsers ask for) is measured in
 * each pass too and reported as `gzipRatio`. The app runs in a process of its own
 * (support/export-server.ts), so the memory figures are the server's alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { BENCH_QUESTIONS, withBenchDatabase } from './support/million-responses';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function copyOnce(url: string, formId: string): Promise<{ ms: number; bytes: number }> {
  // Baseline: COPY of the same columns, consumed and counted like the HTTP body.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const columns = BENCH_QUESTIONS.map((q) => `answers->>'${q.id}'`).join(', ');
  let bytes = 0;
  const start = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = client.query(
        copyTo(
          `copy (select id, created_at, completed, referrer, ${columns} from responses where form_id = '${formId}' order by created_at, id) to stdout with csv header`,
        ),
      );
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => resolve());
      stream.on('error', reject);
    });
    return { ms: performance.now() - start, bytes };
  } finally {
    await client.end();
  }
}

interface Measured {
  ms: number;
  bytes: number;
  /** Peak growth over the start: RSS (the budget), and the JS heap and external memory within it. */
  growthMb: number;
  heapMb: number;
  externalMb: number;
}

type Memory = { rss: number; heapUsed: number; external: number };

/** The server process's memory, read through its bench-only route. */
async function serverMemory(base: string, gc = false): Promise<Memory> {
  const res = await fetch(`${base}/bench/memory${gc ? '?gc=1' : ''}`);
  return (await res.json()) as Memory;
}

/** Downloads one export, sampling the server process's memory every 100 ms meanwhile. */
async function exportOnce(
  base: string,
  href: string,
  cookie: string,
  consume: (chunk: Uint8Array) => void,
  encoding = 'identity',
): Promise<Measured> {
  const before = await serverMemory(base, true);
  const peak = { ...before };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await serverMemory(base);
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
      peak.external = Math.max(peak.external, now.external);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const start = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(href, { headers: { cookie, 'accept-encoding': encoding } });
    if (!res.ok) throw new Error(`${href} answered ${res.status}`);
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      consume(chunk);
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const mb = (n: number) => n / 1024 / 1024;
  return {
    ms: performance.now() - start,
    bytes,
    growthMb: mb(peak.rss - before.rss),
    heapMb: mb(peak.heapUsed - before.heapUsed),
    externalMb: mb(peak.external - before.external),
  };
}

/**
 * What the export keeps, as opposed to what it churns: one more CSV download while the server
 * collects garbage every 250 ms, taking the largest heap left after a collection. Peak RSS counts
 * garbage not yet collected, which V8 lets pile up on a machine with this much memory; retained
 * heap is what would grow with the row count if anything were held. Its speed is not reported.
 */
async function retainedHeapMb(base: string, href: string, cookie: string): Promise<number> {
  const before = (await serverMemory(base, true)).heapUsed;
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await serverMemory(base, true)).heapUsed);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    const res = await fetch(href, { headers: { cookie, 'accept-encoding': 'identity' } });
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) void chunk;
  } finally {
    sampling = false;
    await sampler;
  }
  return (peak - before) / 1024 / 1024;
}

/** Starts bench/support/export-server.ts (the real app) in its own process. */
function startServer(url: string, userId: number): Promise<{ child: ChildProcess; base: string }> {
  const script = path.join(import.meta.dirname, 'support', 'export-server.ts');
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', script, url, String(userId)],
    { cwd: path.resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`export server exited with ${code}`)));
  });
}

/** Counts CSV records as the bytes stream past: they end in CR LF, while a cell may hold a bare LF. */
function csvRecordCounter() {
  let records = 0;
  let lastWasCr = false;
  return {
    add(chunk: Uint8Array) {
      if (lastWasCr && chunk[0] === 10) records += 1;
      for (let at = chunk.indexOf(10, 1); at !== -1; at = chunk.indexOf(10, at + 1)) {
        if (chunk[at - 1] === 13) records += 1;
      }
      lastWasCr = chunk[chunk.length - 1] === 13;
    },
    records: () => records,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  return withBenchDatabase(ROWS, async ({ url, formId, userId }) => {
    const server = await startServer(url, userId);
    const base = server.base;
    const signIn = await fetch(`${base}/bench/sign-in`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: '{}',
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const copy: { ms: number; bytes: number }[] = [];
    const csv: Measured[] = [];
    const csvGzip: Measured[] = [];
    const xlsx: Measured[] = [];
    let retained: number;
    try {
      for (let i = 0; i < REPEAT; i++) {
        copy.push(await copyOnce(url, formId));
        const counter = csvRecordCounter();
        csv.push(
          await exportOnce(base, `${base}/api/forms/${formId}/export.csv`, cookie, counter.add),
        );
        if (counter.records() - 1 !== ROWS)
          throw new Error(`export returned ${counter.records() - 1} rows, expected ${ROWS}`);
        // Compressed on the wire; fetch inflates it, so the records still count.
        const gzipCounter = csvRecordCounter();
        const gzipUrl = `${base}/api/forms/${formId}/export.csv`;
        csvGzip.push(await exportOnce(base, gzipUrl, cookie, gzipCounter.add, 'gzip'));
        if (gzipCounter.records() - 1 !== ROWS) throw new Error('gzip export lost rows');
        // The zip is checked by the API tests; here only its speed and memory are of interest.
        xlsx.push(
          await exportOnce(base, `${base}/api/forms/${formId}/export.xlsx`, cookie, () => {}),
        );
      }
      retained = await retainedHeapMb(base, `${base}/api/forms/${formId}/export.csv`, cookie);
    } finally {
      server.child.kill();
    }

    const rps = (ms: number) => ROWS / (ms / 1000);
    const copyRps = median(copy.map((c) => rps(c.ms)));
    const csvRps = median(csv.map((c) => rps(c.ms)));
    const xlsxRps = median(xlsx.map((c) => rps(c.ms)));
    const ratios = copy.map((c, i) => c.ms / csv[i]!.ms);
    const gzipRatios = copy.map((c, i) => c.ms / csvGzip[i]!.ms);
    const growthMb = Math.max(...[...csv, ...csvGzip].map((c) => c.growthMb));
    const xlsxGrowthMb = Math.max(...xlsx.map((c) => c.growthMb));
    console.log(
      `COPY: ${copyRps.toFixed(0)} rows/s (${(copy[0]!.bytes / 1e6).toFixed(0)} MB); CSV export: ${csvRps.toFixed(0)} rows/s (${(csv[0]!.bytes / 1e6).toFixed(0)} MB); XLSX export: ${xlsxRps.toFixed(0)} rows/s (${(xlsx[0]!.bytes / 1e6).toFixed(0)} MB)`,
    );
    console.log(`CSV/COPY ratio per pass: ${ratios.map((r) => r.toFixed(3)).join(', ')}`);
    console.log(
      `gzipped CSV/COPY ratio per pass: ${gzipRatios.map((r) => r.toFixed(3)).join(', ')}`,
    );
    const peaks = (m: Measured[]) =>
      m.map((x) => `${x.growthMb.toFixed(0)}/${x.heapMb.toFixed(0)}/${x.externalMb.toFixed(0)}`);
    console.log(
      `server memory growth during export, MB RSS/heap/external per pass: CSV ${peaks(csv).join(', ')}; XLSX ${peaks(xlsx).join(', ')}`,
    );
    console.log(`server heap retained during a CSV export (after GCs): ${retained.toFixed(1)} MB`);
    return {
      rows: ROWS,
      passes: REPEAT,
      exportRowsPerSec: Math.round(csvRps),
      copyRowsPerSec: Math.round(copyRps),
      ratio: Number(median(ratios).toFixed(3)),
      gzipRatio: Number(median(gzipRatios).toFixed(3)),
      memoryGrowthMb: Number(growthMb.toFixed(1)),
      retainedHeapMb: Number(retained.toFixed(1)),
      xlsxRowsPerSec: Math.round(xlsxRps),
      xlsxMemoryGrowthMb: Number(xlsxGrowthMb.toFixed(1)),
    };
  });
}
