/**
 * Issue 12: after the server is killed with SIGKILL, a supervisor restarts it at once. The restart
 * must take over the dead server's data-dir lock rather than exit with "Another Formloom process
 * is using the data directory" (as it did for 30 s with the old lock), and find the data intact.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HttpClient,
  kill,
  killAll,
  listResponses,
  publishForm,
  startServer,
  submitResponse,
  waitForReady,
} from './test-support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-crash-'));

afterAll(() => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL', () => {
  // Two cold starts of tsx + PGlite (plus crash recovery): allow for a loaded 2-core machine.
  it(
    'is replaced at once by a new one on the same data directory, data intact',
    { timeout: 180_000 },
    async () => {
      const first = startServer(dataDir);
      const firstUrl = await first.listening;
      await waitForReady(firstUrl);
      const owner = new HttpClient(firstUrl);
      const formId = await publishForm(owner);
      const names = ['Ada', 'Grace', 'Edsger'];
      for (const name of names) await submitResponse(firstUrl, formId, name);

      await kill(first);
      const startedAt = Date.now();
      const second = startServer(dataDir);
      // Rejects with the server's output if it exits, as it did on the dead server's lock.
      const secondUrl = await second.listening;
      await waitForReady(secondUrl);
      console.info(`serving ${Date.now() - startedAt} ms after the restart following SIGKILL`);
      expect(second.output()).not.toContain('Another Formloom process');

      owner.baseUrl = secondUrl;
      const stored = await listResponses(owner, formId);
      expect(stored.map((r) => r.answers.name).sort()).toEqual([...names].sort());
      const form = await owner.request('GET', `/api/forms/${formId}`);
      expect(form.status).toBe(200);
      expect(form.json<{ title: string }>().title).toBe('Kept through crashes and backups');
    },
  );
});
