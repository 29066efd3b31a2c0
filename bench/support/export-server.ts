/**
 * The server side of bench/export, in its own process so that its memory is measured without the
 * downloading client's: the real app on the bench database, plus two bench-only routes, a sign-in
 * for the seeded owner and a read-out of this process's memory. Prints `READY <port>`.
 */
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { startUserSession } from '../../server/src/plugins/session';

const [url, userId] = process.argv.slice(2) as [string, string];

async function main() {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 10 });
  const app = await buildApp(config, { database });
  app.post('/bench/sign-in', async (request, reply) => {
    const user = await database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.id, Number(userId)),
    });
    await startUserSession(request, reply, user!);
    return { ok: true };
  });
  app.get('/bench/memory', async (request) => {
    // ?gc=1 collects first, so the figure is what the process retains rather than its garbage.
    if ((request.query as { gc?: string }).gc === '1') global.gc?.();
    return process.memoryUsage();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as { port: number }).port}`);
}

void main();
