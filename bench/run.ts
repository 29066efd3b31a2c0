/**
 * `npm run bench -- <name>`: runs bench/<name>.ts, whose `run()` measures the subject and its
 * baseline in the same process and returns its figures. The last line printed is one JSON object,
 * for example {"bench":"logic","ratio":3.1}.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const available = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.includes('.test.'))
  .map((f) => f.replace(/\.ts$/, ''));

const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`Usage: npm run bench -- <name>\nAvailable: ${available.join(', ') || '(none)'}`);
  process.exit(1);
}

const mod = (await import(pathToFileURL(path.join(import.meta.dirname, `${name}.ts`)).href)) as {
  run: () => Promise<Record<string, unknown>>;
};
const figures = await mod.run();
console.log(JSON.stringify({ bench: name, ...figures }));
