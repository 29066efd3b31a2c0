/**
 * Issue 27: the compiled commands work from the built output, run as the container runs them
 * (`node dist/server/cli/<command>.js` in the app's directory, Node alone, NODE_ENV=production).
 * `make-admin` used to fail there with "Can't find meta/_journal.json file". The bundle is built
 * into a directory of this test's own (about a second), beside a link to node_modules as the image
 * has its production packages, so no build someone is running is replaced.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LINE_ACTOR } from '@core/api/admin';
import { buildServerBundle } from '../../../scripts/build-server-bundle';
import { lockDataDir } from '../db/data-dir-lock';
import { type Db, openDatabase } from '../db/database';
import { auditLog, users } from '../db/schema';
import { adminQuery, withDatabase } from '../test-support/global-setup';
import { killAll, runBuiltCli } from '../test-support/server-process';
import { POSTGRES_BACKUP_ADVICE } from './backup';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-built-cli-'));
const appDir = path.join(temp, 'app');
/** The settings a production container has (config.ts refuses to start without the last two). */
const CONTAINER_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: crypto.randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://forms.example.com',
  LOG_LEVEL: 'silent',
};

beforeAll(async () => {
  await buildServerBundle(path.join(appDir, 'dist/server'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(appDir, 'node_modules'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(appDir, 'package.json'));
});
afterAll(() => {
  killAll();
  fs.rmSync(temp, { recursive: true, force: true });
});

const run = (name: string, args: string[], env: Record<string, string>) =>
  runBuiltCli(appDir, name, args, { ...CONTAINER_ENV, ...env });

/** Opens the database the commands used (a DATA_DIR under its lock, or a URL), then lets go. */
async function withDatabaseOf(
  where: { dataDir: string } | { url: string },
  work: (db: Db) => Promise<void>,
): Promise<void> {
  const release = 'dataDir' in where ? await lockDataDir(where.dataDir) : null;
  const database = await openDatabase(
    'dataDir' in where
      ? { driver: 'pglite', dataDir: where.dataDir }
      : { driver: 'postgres', url: where.url, poolSize: 1 },
  );
  try {
    await work(database.db);
  } finally {
    await database.close();
    await release?.();
  }
}

const addAccount = (username: string) => async (db: Db) => {
  await db.insert(users).values({ username, email: `${username}@example.com`, password: 'x' });
};

describe('the built commands on the embedded database (DATA_DIR)', () => {
  // Six processes that each open PGlite: far beyond the suite's 30 s on a busy 2-core machine.
  it(
    'make-admin, grant, backup and restore each do their work from dist/',
    { timeout: 240_000 },
    async () => {
      const dataDir = path.join(temp, 'data');
      // A fresh directory: the command migrates it from the migrations beside the bundle.
      const missing = await run('make-admin', ['ada'], { DATA_DIR: dataDir });
      expect(missing).toEqual({ code: 1, output: 'No user named "ada".\n' });
      await withDatabaseOf({ dataDir }, addAccount('ada'));

      expect(await run('make-admin', ['ada'], { DATA_DIR: dataDir })).toEqual({
        code: 0,
        output: 'ada is now an admin.\n',
      });
      expect(
        await run('grant', ['--user', 'ada', '--credits', '7'], { DATA_DIR: dataDir }),
      ).toEqual({
        code: 0,
        output: 'ada now has 7 credits.\n',
      });

      const backups = path.join(temp, 'backups');
      const backedUp = await run('backup', [backups], { DATA_DIR: dataDir });
      expect(backedUp.code, backedUp.output).toBe(0);
      const [backup] = fs.readdirSync(backups);
      expect(backedUp.output).toBe(`Backup written to ${path.join(backups, backup!)}\n`);

      const restoredDir = path.join(temp, 'restored');
      const restored = await run('restore', [path.join(backups, backup!)], {
        DATA_DIR: restoredDir,
      });
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/^Restored the backup of .+ \(0 uploaded files\) into /);

      await withDatabaseOf({ dataDir: restoredDir }, async (db) => {
        const [ada] = await db.select().from(users).where(eq(users.username, 'ada'));
        expect(ada).toMatchObject({ role: 'admin', credits: 7 });
        const entries = await db.select().from(auditLog).orderBy(auditLog.id);
        expect(entries.map((e) => [e.actorName, e.action, e.targetLabel])).toEqual([
          [COMMAND_LINE_ACTOR, 'user.make_admin', 'ada'],
          [COMMAND_LINE_ACTOR, 'user.grant_credits', 'ada'],
        ]);
      });
    },
  );
});

describe('the built commands on PostgreSQL (DATABASE_URL)', () => {
  // A database of this test's own on the suite's server (or the machine's, as in
  // connection-errors.test.ts), created empty: the command migrates it.
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `formloom_built_cli_${crypto.randomBytes(4).toString('hex')}`;
  const url = withDatabase(server, name);
  beforeAll(() => adminQuery(server, `create database "${name}"`));
  afterAll(() => adminQuery(server, `drop database if exists "${name}" with (force)`));

  it(
    'make-admin and grant do their work from dist/, and backup points to pg_dump',
    { timeout: 120_000 },
    async () => {
      const env = { DATABASE_URL: url, DATA_DIR: path.join(temp, 'unused') };
      expect(await run('make-admin', ['grace'], env)).toEqual({
        code: 1,
        output: 'No user named "grace".\n',
      });
      await withDatabaseOf({ url }, addAccount('grace'));
      expect(await run('make-admin', ['grace'], env)).toEqual({
        code: 0,
        output: 'grace is now an admin.\n',
      });
      expect(await run('grant', ['--user', 'grace', '--credits', '3'], env)).toEqual({
        code: 0,
        output: 'grace now has 3 credits.\n',
      });
      expect(await run('backup', [path.join(temp, 'pg-backups')], env)).toEqual({
        code: 1,
        output: `${POSTGRES_BACKUP_ADVICE}\n`,
      });
      await withDatabaseOf({ url }, async (db) => {
        const [grace] = await db.select().from(users).where(eq(users.username, 'grace'));
        expect(grace).toMatchObject({ role: 'admin', credits: 3 });
      });
    },
  );
});
