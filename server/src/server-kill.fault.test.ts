/**
 * SIGKILL during concurrent submissions (the OOM killer, a host crash): every submission that got
 * its 201 is stored and listed, the server comes back at once on the same data (the dead holder's
 * data-dir lock is taken over, not waited out), and submissions work again. Runs on the driver of
 * the run: PGlite, or PostgreSQL with TEST_DRIVER=postgres.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  acknowledged,
  Client,
  createStore,
  killAllServers,
  listedIds,
  publishForm,
  startLoad,
  startServer,
  type Store,
  waitFor,
  waitForReady,
} from './test-support/fault-server';

const stores: Store[] = [];
afterAll(async () => {
  killAllServers();
  for (const store of stores) await store.dispose();
});

const missingFrom = (ids: readonly number[], stored: Set<number>) =>
  ids.filter((id) => !stored.has(id));

describe('a server killed with SIGKILL under load', () => {
  it(
    'loses no acknowledged submission and starts again on the same data',
    { timeout: 240_000 },
    async () => {
      const store = await createStore();
      stores.push(store);
      const first = startServer(store.env);
      const firstUrl = await first.listening;
      await waitForReady(firstUrl);
      const owner = new Client(firstUrl);
      const formId = await publishForm(owner);

      // Bounded: 6 clients, at most 100 submissions each; the kill comes after the 40th 201.
      const load = startLoad(firstUrl, formId, {
        clients: 6,
        maxEach: 100,
        stopOnConnectionError: true,
      });
      await waitFor(
        '40 acknowledged submissions',
        () => acknowledged(load.outcomes).length >= 40,
        60_000,
      );
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      load.stop();
      await load.done;
      // Before the kill every answer was a 201; at the kill, connections failed (status null).
      expect(load.outcomes.filter((o) => o.status !== 201 && o.status !== null)).toEqual([]);

      const second = startServer(store.env);
      // The killed holder's data-dir lock is taken over, not waited out: a lock held by a live
      // process refuses the start (DataDirLockedError) and the server exits, which rejects this.
      // How fast a start is belongs to `npm run bench -- startup`, not to a test's clock.
      const secondUrl = await second.listening;
      await waitForReady(secondUrl);

      const again = startLoad(secondUrl, formId, { clients: 3, maxEach: 10 });
      await again.done;
      expect(again.outcomes.map((o) => o.status)).toEqual(Array(30).fill(201));

      owner.baseUrl = secondUrl;
      const listed = await listedIds(owner, formId);
      owner.close();
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const stored = await store.storedIds(formId);
      expect(missingFrom(acknowledged(load.outcomes), stored)).toEqual([]);
      expect(missingFrom(acknowledged(again.outcomes), stored)).toEqual([]);
      expect([...listed].sort((a, b) => a - b)).toEqual([...stored].sort((a, b) => a - b));
      // Nothing appears that no client sent.
      expect(stored.size).toBeLessThanOrEqual(load.outcomes.length + again.outcomes.length);
    },
  );
});
