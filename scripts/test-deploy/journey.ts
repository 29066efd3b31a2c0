/**
 * For scripts/test-deploy.ts: what a person does with the deployed app, in HTTP. An owner
 * registers, builds a form with a file question and publishes it, all through the proxy;
 * respondents submit (one with an upload) through one instance, and the owner sees every response
 * listed, and downloads the file, through the other. Every request carries the public origin
 * (PUBLIC_URL is the proxy's address), as a browser on that origin would, whichever address it
 * is sent to.
 */
import crypto from 'node:crypto';

export interface Targets {
  /** The proxy, which is also PUBLIC_URL. */
  proxy: string;
  /** Two app instances' own addresses. */
  instances: [string, string];
}

class Browser {
  private cookies = new Map<string, string>();

  constructor(private origin: string) {}

  async request(base: string, method: string, pathname: string, body?: unknown) {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(new URL(pathname, base), { method, headers, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  /** The request's JSON answer; any other status than `expected` is an error. */
  async expect<T>(
    expected: number,
    base: string,
    method: string,
    pathname: string,
    body?: unknown,
  ): Promise<T> {
    const res = await this.request(base, method, pathname, body);
    if (res.status !== expected) {
      throw new Error(
        `${method} ${pathname} via ${base}: ${res.status}, expected ${expected}: ${res.bytes.toString().slice(0, 500)}`,
      );
    }
    return (res.bytes.length ? JSON.parse(res.bytes.toString('utf8')) : null) as T;
  }
}

/** A real PNG (the server sniffs the type) followed by every byte value, to catch any mangling. */
export const UPLOADED_FILE = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
]);

interface Listed {
  id: string;
  answers: { name?: string; doc?: { fileId: string } };
}

export interface JourneyResult {
  formId: string;
  /** Names submitted through the proxy, whose requests nginx spread over both instances. */
  viaProxy: string[];
  listedThroughOtherInstance: number;
}

async function submit(origin: string, base: string, formId: string, name: string, file?: Buffer) {
  const respondent = new Browser(origin);
  const draftId = crypto.randomUUID();
  const answers: Record<string, unknown> = { name };
  if (file) {
    const form = new FormData();
    form.set('questionId', 'doc');
    form.set('draftId', draftId);
    form.set('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'scan.png');
    const path = `/api/public/forms/${formId}/uploads`;
    answers.doc = await respondent.expect(201, base, 'POST', path, form);
  }
  const path = `/api/public/forms/${formId}/responses`;
  await respondent.expect(201, base, 'POST', path, { draftId, answers });
}

export async function runJourney(targets: Targets, log: (line: string) => void) {
  const { proxy, instances } = targets;
  const [first, second] = instances;
  const owner = new Browser(proxy);
  const suffix = crypto.randomBytes(4).toString('hex');
  await owner.expect(201, proxy, 'POST', '/api/auth/register', {
    username: `deploy${suffix}`,
    email: `deploy${suffix}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
  });
  log(`registered deploy${suffix} through the proxy`);

  const created = await owner.expect<{ id: string }>(201, proxy, 'POST', '/api/forms', {
    definition: {
      title: 'Deployed',
      questions: [
        { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 },
        { id: 'doc', type: 'FILE_UPLOAD', title: 'A document', order: 1 },
      ],
    },
  });
  const formId = created.id;
  await owner.expect(200, proxy, 'POST', `/api/forms/${formId}/publish`, {});
  log(`built and published form ${formId} through the proxy`);

  // The public page itself, server-rendered by whichever instance nginx picks.
  const page = await new Browser(proxy).request(proxy, 'GET', `/forms/${formId}`);
  if (page.status !== 200 || !page.bytes.toString().includes('Deployed')) {
    throw new Error(`the public form page through the proxy: ${page.status}`);
  }

  await submit(proxy, first, formId, 'with a file', UPLOADED_FILE);
  log(`submitted a response with an upload through instance ${first}`);
  const viaProxy = Array.from({ length: 6 }, (_, i) => `through the proxy ${i}`);
  for (const name of viaProxy) await submit(proxy, proxy, formId, name);
  log(`submitted ${viaProxy.length} responses through the proxy`);

  const path = `/api/forms/${formId}/responses?limit=200`;
  const listed = await owner.expect<{ items: Listed[] }>(200, second, 'GET', path);
  const names = listed.items.map((item) => item.answers.name).sort();
  const expected = ['with a file', ...viaProxy].sort();
  if (JSON.stringify(names) !== JSON.stringify(expected)) {
    throw new Error(`instance ${second} lists ${JSON.stringify(names)}`);
  }
  log(`instance ${second} lists all ${names.length} responses, each once`);

  const withFile = listed.items.find((item) => item.answers.name === 'with a file');
  const fileId = withFile?.answers.doc?.fileId;
  if (!fileId) throw new Error('the response with an upload has no file reference');
  const download = await owner.request(second, 'GET', `/api/forms/${formId}/files/${fileId}`);
  if (download.status !== 200 || !download.bytes.equals(UPLOADED_FILE)) {
    throw new Error(`downloading the upload through ${second}: ${download.status}`);
  }
  log(`instance ${second} serves the file uploaded through ${first}, byte for byte`);
  return { formId, viaProxy, listedThroughOtherInstance: names.length } satisfies JourneyResult;
}
