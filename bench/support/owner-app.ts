/**
 * The app in this process on a bench database, with a signed-in owner: `get` reads an owner's
 * API route through Fastify's inject (no sockets, so the figures are the app's own work) and
 * fails on anything but 200. A test-only route opens the session the way sign-in does.
 */
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/database';
import { startUserSession } from '../../server/src/plugins/session';

export async function ownerApp(database: Database, url: string, userId: number) {
  const { db } = database;
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp(config, { database });
  app.post('/bench/sign-in', async (request, reply) => {
    const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
    await startUserSession(request, reply, user!);
    return { ok: true };
  });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/bench/sign-in',
    headers: { origin: 'http://localhost', host: 'localhost' },
    payload: {},
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return {
    async get<T = unknown>(path: string): Promise<T> {
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${path} failed: ${res.statusCode} ${res.body}`);
      return res.json() as T;
    },
    close: () => app.close(),
  };
}
