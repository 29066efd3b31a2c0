/**
 * The script the form page's service worker precaches at install (ADR 046), gzipped like the
 * page's scripts in bench/public-form: the worker fetches it on its own thread so that Next and
 * Submit work offline, and the page then imports the engine from that cache instead of the
 * network. Read from the built worker's precache manifest (web/vite.form.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function workerPrecacheScriptBytes(webDistDir: string): number {
  const worker = fs.readFileSync(path.join(webDistDir, 'form-sw.js'), 'utf8');
  const urls = new Set(worker.match(/assets\/[\w.-]+\.js(?=")/g) ?? []);
  let bytes = 0;
  for (const url of urls) {
    bytes += zlib.gzipSync(fs.readFileSync(path.join(webDistDir, url))).length;
  }
  return bytes;
}
