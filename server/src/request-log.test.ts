/**
 * What the request log says: links that carry a secret (invitation, password reset, unsubscribe)
 * are logged without it, so whoever reads the logs cannot use them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openTestDatabase } from './test-support/test-app';

const lines: Record<string, unknown>[] = [];
let close: () => Promise<void>;
let inject: (url: string) => Promise<number>;

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp(config, {
    database,
    mailWorker: false,
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  inject = async (url) => (await app.inject({ method: 'GET', url })).statusCode;
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});
afterAll(() => close());

const loggedUrls = () =>
  lines.flatMap((l) => {
    const req = l.req as { url?: string } | undefined;
    return req?.url ? [req.url] : [];
  });

describe('the request log', () => {
  it('logs token-bearing URLs without their token', async () => {
    const secret = 'Zm9ybWxvb20tc2VjcmV0LXRva2Vu';
    await inject(`/api/invitations/42?token=${secret}`);
    await inject(`/invitations/42/${secret}`);
    await inject(`/api/public/unsubscribe?token=${secret}`);

    const urls = loggedUrls();
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/invitations/42?token=[redacted]',
        '/invitations/42/[redacted]',
        '/api/public/unsubscribe?token=[redacted]',
      ]),
    );
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('keeps the rest of the request line', async () => {
    await inject('/api/health');
    const entry = lines.find((l) => (l.req as { url?: string } | undefined)?.url === '/api/health');
    expect(entry).toMatchObject({ req: { method: 'GET', url: '/api/health' } });
    expect(entry?.reqId).toEqual(expect.any(String));
  });
});
