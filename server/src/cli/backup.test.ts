/**
 * `npm run backup` and `npm run restore` against the real server: a backup taken while it accepts
 * submissions restores into a fresh DATA_DIR that a new server serves with the forms, responses and
 * files; and the refusals that keep a restore from clobbering live or existing data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpClient,
  killAll,
  listResponses,
  PNG_FILE,
  publishForm,
  runCli,
  startServer,
  submitResponse,
  waitFor,
  waitForReady,
} from '../test-support/server-process';
import { backup } from './backup';
import { DATABASE_FILE, MANIFEST_FILE, type Manifest, pgliteDir } from './backup-files';
import { restore } from './restore';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-backup-'));
const dir = (name: string) => path.join(temp, name);
const live = dir('live');
let liveUrl: string;
let owner: HttpClient;
let formId: string;
const before = ['Ada', 'Grace'];

beforeAll(async () => {
  const server = startServer(live);
  liveUrl = await server.listening;
  await waitForReady(liveUrl);
  owner = new HttpClient(liveUrl);
  formId = await publishForm(owner);
  for (const name of before) await submitResponse(liveUrl, formId, name, PNG_FILE);
}, 180_000);

afterAll(() => {
  killAll();
  fs.rmSync(temp, { recursive: true, force: true });
});

const manifestOf = (backupDir: string) =>
  JSON.parse(fs.readFileSync(path.join(backupDir, MANIFEST_FILE), 'utf8')) as Manifest;

describe('npm run backup / restore', () => {
  it(
    'backs up a running server while it accepts submissions, and the restore serves that data',
    { timeout: 300_000 },
    async () => {
      // Submissions keep arriving throughout the backup, one after another.
      const acknowledged: string[] = [];
      let stop = false;
      const load = (async () => {
        for (let i = 0; !stop; i++) {
          await submitResponse(liveUrl, formId, `during-${i}`, i % 3 === 0 ? PNG_FILE : undefined);
          acknowledged.push(`during-${i}`);
        }
      })();
      await waitFor('submissions under way', () => acknowledged.length >= 2, 60_000);
      const ackedBeforeBackup = [...acknowledged];

      const made = await runCli('backup', [dir('backups')], { DATA_DIR: live });
      stop = true;
      await load;
      expect(made.code, made.output).toBe(0);
      const backupDir = /Backup written to (\S+)/.exec(made.output)![1]!;
      expect(path.dirname(backupDir)).toBe(dir('backups'));
      expect(path.basename(backupDir)).toMatch(/^formloom-backup-\d{4}-\d\d-\d\dT/);
      const manifest = manifestOf(backupDir);
      expect(manifest.source).toBe('server');
      expect(manifest.uploadedFiles).toBeGreaterThanOrEqual(before.length);
      // Only the server's own user can reach its backup channel.
      expect(fs.statSync(path.join(live, '.control')).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(live, '.control', 'backup.sock')).mode & 0o777).toBe(0o600);
      // The server went on serving through it.
      expect((await fetch(`${liveUrl}/api/health`)).status).toBe(200);

      const restored = await runCli('restore', [backupDir], { DATA_DIR: dir('restored') });
      expect(restored.code, restored.output).toBe(0);
      const server = startServer(dir('restored'));
      owner.baseUrl = await server.listening;
      await waitForReady(owner.baseUrl);
      const responses = await listResponses(owner, formId);
      const names = responses.map((r) => r.answers.name!);
      // Everything acknowledged before the backup began is in it; nothing that was never
      // acknowledged is; and nothing twice.
      expect(names).toEqual(expect.arrayContaining([...before, ...ackedBeforeBackup]));
      for (const name of names) expect([...before, ...acknowledged]).toContain(name);
      expect(new Set(names).size).toBe(names.length);
      for (const response of responses.filter((r) => before.includes(r.answers.name!))) {
        const file = await owner.request(
          'GET',
          `/api/forms/${formId}/files/${response.answers.doc!.fileId}`,
        );
        expect(file.status).toBe(200);
        expect(file.bytes.equals(PNG_FILE)).toBe(true);
      }
      owner.baseUrl = liveUrl;
    },
  );

  it(
    'refuses to restore while a server uses the directory, or over a database unless --force',
    { timeout: 180_000 },
    async () => {
      const backupDir = await backup(dir('backups-2'), { DATA_DIR: live });
      expect(manifestOf(backupDir).source).toBe('server');

      const busy = await runCli('restore', [backupDir], { DATA_DIR: live });
      expect(busy.code).toBe(1);
      expect(busy.output).toContain('Another Formloom process is using the data directory');

      const target = { DATA_DIR: dir('existing') };
      await restore(backupDir, {}, target);
      await expect(restore(backupDir, {}, target)).rejects.toThrow(
        /already has a database\. Restore into an empty directory, or pass --force/,
      );
      const forced = await restore(backupDir, { force: true }, target);
      expect(forced).toMatch(/The previous data was moved to .*pglite\.before-restore-/);
      const aside = fs.readdirSync(dir('existing')).filter((f) => f.startsWith('pglite.before'));
      expect(aside).toHaveLength(1);
      expect(await countResponses(dir('existing'))).toBeGreaterThanOrEqual(before.length);
    },
  );

  it('backs up a stopped database by opening it itself', { timeout: 180_000 }, async () => {
    // dir('existing') has a database (restored above) and no server.
    const stopped = { DATA_DIR: dir('existing') };
    const expected = await countResponses(dir('existing'));
    const backupDir = await backup(dir('backups-3'), stopped);
    expect(manifestOf(backupDir).source).toBe('offline');
    expect(fs.statSync(path.join(backupDir, DATABASE_FILE)).size).toBeGreaterThan(0);
    await restore(backupDir, {}, { DATA_DIR: dir('from-offline') });
    expect(await countResponses(dir('from-offline'))).toBe(expected);
    expect(fs.readdirSync(dir('backups-3'))).toEqual([path.basename(backupDir)]);
  });

  it('explains that PostgreSQL is backed up with pg_dump, and needs a database to back up', async () => {
    await expect(
      backup(dir('unused'), { DATABASE_URL: 'postgres://u@127.0.0.1:5432/formloom' }),
    ).rejects.toThrow(/pg_dump/);
    await expect(backup(dir('unused'), { DATA_DIR: dir('empty') })).rejects.toThrow(
      /There is no Formloom database in/,
    );
    expect(fs.existsSync(dir('unused'))).toBe(false);
  });
});

/** Read with the data-dir's database closed afterwards; no server runs on `dataDir`. */
async function countResponses(dataDir: string): Promise<number> {
  const client = new PGlite(pgliteDir(dataDir));
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from responses');
    return rows[0]!.n;
  } finally {
    await client.close();
  }
}
