/**
 * bench/export: CSV export of 1,000,000 responses through the real endpoint (HTTP, streamed)
 * against PostgreSQL's own `COPY ... TO STDOUT CSV` of the same rows, in the same run, and the
 * server's memory growth during the export. Goal (DESIGN.md §7): at least 0.3 of COPY's rows per
 * second; memory growth under 50 MB.
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { startUserSession } from '../server/src/plugins/session';
import { BENCH_QUESTIONS, withBenchDatabase } from './support/million-responses';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

export async function run(): Promise<Record<string, unknown>> {
  return withBenchDatabase(ROWS, async ({ database, url, formId, userId }) => {
    // Baseline: COPY of the same columns, consumed and counted like the HTTP body.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const columns = BENCH_QUESTIONS.map((q) => `answers->>'${q.id}'`).join(', ');
    let copyBytes = 0;
    const copyStart = performance.now();
    await new Promise<void>((resolve, reject) => {
      const stream = client.query(
        copyTo(
          `copy (select id, created_at, completed, referrer, ${columns} from responses where form_id = '${formId}' order by created_at, id) to stdout with csv header`,
        ),
      );
      stream.on('data', (chunk: Buffer) => (copyBytes += chunk.length));
      stream.on('end', () => resolve());
      stream.on('error', reject);
    });
    const copyMs = performance.now() - copyStart;
    await client.end();

    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      WEB_DIST_DIR: '/nonexistent',
    });
    const app = await buildApp(config, { database });
    app.post('/bench/sign-in', async (request, reply) => {
      const user = await database.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.id, userId),
      });
      await startUserSession(request, reply, user!);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${base}/bench/sign-in`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: '{}',
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 25);
    const exportStart = performance.now();
    const res = await fetch(`${base}/api/forms/${formId}/export.csv`, { headers: { cookie } });
    let exportBytes = 0;
    // Records end in CRLF; a cell may hold a bare LF (quoted), so count CR LF pairs.
    let lines = 0;
    let lastWasCr = false;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      exportBytes += chunk.length;
      for (const byte of chunk) {
        if (byte === 10 && lastWasCr) lines += 1;
        lastWasCr = byte === 13;
      }
    }
    const exportMs = performance.now() - exportStart;
    clearInterval(sampler);
    await app.close();
    if (lines - 1 !== ROWS) throw new Error(`export returned ${lines - 1} rows, expected ${ROWS}`);

    const copyRps = ROWS / (copyMs / 1000);
    const exportRps = ROWS / (exportMs / 1000);
    const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
    console.log(
      `COPY: ${copyRps.toFixed(0)} rows/s (${(copyBytes / 1e6).toFixed(0)} MB); export: ${exportRps.toFixed(0)} rows/s (${(exportBytes / 1e6).toFixed(0)} MB)`,
    );
    console.log(
      `memory growth during export: ${growthMb.toFixed(1)} MB (RSS, whole process incl. the reading client)`,
    );
    return {
      rows: ROWS,
      exportRowsPerSec: Math.round(exportRps),
      copyRowsPerSec: Math.round(copyRps),
      ratio: Number((exportRps / copyRps).toFixed(3)),
      memoryGrowthMb: Number(growthMb.toFixed(1)),
    };
  });
}
