import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_FOR_REACT } from './web/vite.config.ts';

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

/**
 * The API's server rendering of the public form (web/src/form-server.tsx) runs on Preact, as in
 * the build (ADR 055); nothing else in the server imports React. lucide-react's icons must go
 * through the same aliases, so Vite loads them instead of Node.
 */
const serverAlias = [
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
  ...PREACT_FOR_REACT,
];
const serverDeps = { inline: [/lucide-react/] };

// One runner for every layer; `scripts/test.ts` decides which projects run and on which driver.
export default defineConfig({
  resolve: { alias },
  test: {
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      // Issue 3: the shared domain is the product's heart; keep it fully exercised.
      thresholds: { lines: 95 },
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'core',
          include: ['core/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no DOM, no Node and no mocks (ADR 041): the files share a worker's
          // module graph instead of a fresh process each, which took four fifths of the run.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'server',
          server: { deps: serverDeps },
          include: ['server/**/*.test.ts'],
          // Those start and kill real servers (and restart PostgreSQL): the fault project, run alone.
          exclude: ['server/**/*.fault.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test-support/global-setup.ts'],
          // PGlite peaks near 1 GB; two workers fit the 2-core machine.
          pool: 'forks',
          maxWorkers: 2,
          // A fresh process per file cost more than most files' tests (ADR 051): the two workers
          // live for the run, and fresh-modules.ts gives each file our modules and mocks anew.
          isolate: false,
          setupFiles: ['server/src/test-support/fresh-modules.ts'],
          testTimeout: 30_000,
          // PGlite start-up takes seconds, far more on a loaded 2-core machine.
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          // Issue 12: real server processes killed, stopped and cut off from PostgreSQL under load.
          // scripts/test.ts runs it last and alone, once per driver: one test restarts the
          // PostgreSQL cluster, which any other test running then would feel.
          name: 'fault',
          server: { deps: serverDeps },
          include: ['server/src/**/*.fault.test.ts'],
          // PostgreSQL's own faults need PostgreSQL: only in the run on it.
          exclude:
            process.env.TEST_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL
              ? []
              : ['server/src/**/*.postgres.fault.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A fresh jsdom and module graph per file cost more than most files' tests (ADR 051
          // addendum): the workers and their jsdom live for the run, and fresh-document.ts gives
          // each file our modules, mocks, document and storage anew.
          isolate: false,
          setupFiles: ['web/src/test-support/fresh-document.ts', 'web/src/test-setup.ts'],
          // Above Testing Library's wait (10 s, test-setup.ts), so a slow wait fails as itself.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // One long-lived worker for every journey file (ADR 059): a fresh process per file, with
          // Playwright's client imported anew, cost about 1.5 s each, a minute of the run. The
          // journeys keep no state at module level and mock nothing; each opens its own contexts.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
