/**
 * `npm run build` (after the client): bundles the server's entry point and its CLIs into
 * dist/server (build-server-bundle.ts), so production runs `node dist/server/main.js` and
 * `node dist/server/cli/<command>.js`, and no TypeScript is transpiled at run time.
 */
import path from 'node:path';
import { buildServerBundle, SERVER_ENTRIES } from './build-server-bundle';

const startedAt = performance.now();
const { bytes, bundledPackages } = await buildServerBundle(
  path.resolve(import.meta.dirname, '../dist/server'),
);
console.log(
  `dist/server: ${Object.keys(SERVER_ENTRIES).length} entries, ${(bytes / 1024).toFixed(0)} KB of JS, ` +
    `${bundledPackages.size} npm packages bundled, migrations copied, in ${Math.round(performance.now() - startedAt)} ms`,
);
