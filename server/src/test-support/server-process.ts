/**
 * For the crash-restart and backup tests: the real server as a child process
 * (server-entry.ts: the build `npm test` made, else the sources through tsx) on a given DATA_DIR,
 * the CLI commands as child processes, and an HTTP client with a cookie jar that drives the API the
 * way the builder and the respondent's page do.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { cliArgs, serverArgs } from './server-entry';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  /** The base URL once it listens; rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
}

export function startServer(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Every test client is 127.0.0.1: per-address limits would throttle the test itself.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      SUBMIT_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // A server expected to fail never listens; only an awaited promise should report that.
  listening.catch(() => {});
  return { child, listening, exited, output: () => output };
}

/** For afterAll: no child outlives its test file. */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function kill(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Runs `server/src/cli/<name>.ts` with `args` and DATA_DIR; resolves with its exit and output. */
export function runCli(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return runNode([...cliArgs(name), ...args], ROOT, env);
}

/**
 * A command from a built bundle, as the container runs it: `node dist/server/cli/<name>.js` in
 * `appDir` (which holds `dist/` and `node_modules/`), Node alone, no TypeScript loader.
 */
export function runBuiltCli(
  appDir: string,
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return runNode([`dist/server/cli/${name}.js`, ...args], appDir, env);
}

function runNode(
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: 'pipe',
  });
  running.add(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ code, output });
    }),
  );
}

/** Polls a condition until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Until the server serves its API. A server with a readiness endpoint may listen before its
 * database is migrated; one without (404) only listens once it is.
 */
export function waitForReady(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  return waitFor(
    `${baseUrl} ready`,
    () =>
      fetch(`${baseUrl}/api/health/ready`).then(
        (r) => r.status === 200 || r.status === 404,
        () => false,
      ),
    timeoutMs,
  );
}

/** One browser: a cookie jar and same-origin headers. `baseUrl` follows a restarted server. */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  async request(method: string, pathname: string, body?: unknown) {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(new URL(pathname, this.baseUrl), { method, headers, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      bytes,
      json: <T = Record<string, unknown>>() => JSON.parse(bytes.toString('utf8')) as T,
    };
  }
}

async function ok(
  what: string,
  pending: ReturnType<HttpClient['request']>,
  status: number,
): Promise<Awaited<ReturnType<HttpClient['request']>>> {
  const res = await pending;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.bytes.toString()}`);
  return res;
}

/** A guest's published form with a text question `name` and a file question `doc`. */
export async function publishForm(owner: HttpClient): Promise<string> {
  const created = await ok(
    'create form',
    owner.request('POST', '/api/forms', {
      definition: {
        title: 'Kept through crashes and backups',
        questions: [
          { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 },
          { id: 'doc', type: 'FILE_UPLOAD', title: 'A document', order: 1 },
        ],
      },
    }),
    201,
  );
  const id = created.json<{ id: string }>().id;
  await ok('publish', owner.request('POST', `/api/forms/${id}/publish`, {}), 200);
  return id;
}

/** A fresh respondent submits `name`, with `file` uploaded for `doc` when given. */
export async function submitResponse(
  baseUrl: string,
  formId: string,
  name: string,
  file?: Buffer,
): Promise<void> {
  const respondent = new HttpClient(baseUrl);
  const draftId = crypto.randomUUID();
  const answers: Record<string, unknown> = { name };
  if (file) {
    const form = new FormData();
    form.set('questionId', 'doc');
    form.set('draftId', draftId);
    form.set('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'scan.png');
    const uploaded = await ok(
      'upload',
      respondent.request('POST', `/api/public/forms/${formId}/uploads`, form),
      201,
    );
    answers.doc = uploaded.json();
  }
  await ok(
    'submit',
    respondent.request('POST', `/api/public/forms/${formId}/responses`, { draftId, answers }),
    201,
  );
}

export interface ListedResponse {
  id: string;
  answers: { name?: string; doc?: { fileId: string } };
}

/** Every stored response of the form, newest first, as the owner's listing shows them. */
export async function listResponses(owner: HttpClient, formId: string): Promise<ListedResponse[]> {
  const items: ListedResponse[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await ok(
      'list responses',
      owner.request('GET', `/api/forms/${formId}/responses?limit=200${after}`),
      200,
    );
    const page = res.json<{ items: ListedResponse[]; nextCursor: string | null }>();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** A real PNG (the type sniffer checks) followed by every byte value, to catch any mangling. */
export const PNG_FILE = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
]);
