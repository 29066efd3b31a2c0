/**
 * The load of bench/soak: N virtual respondents, each on its own keep-alive connection (autocannon,
 * one request in flight per connection), loading the public form page and then submitting a
 * response with a fresh draft id, over and over, for a given time. Page loads and submissions are
 * counted apart: statuses, latency (0.1 ms buckets), answered per second, and the id of every
 * response acknowledged with a 201, so the caller can check that each one was stored.
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';

export type Kind = 'page' | 'submit';

const BUCKET_MS = 0.1;
export const SLOW_MS = 5000;
const MAX_BUCKET = 600_000; // 60 s; slower answers land in the last bucket.

class KindStats {
  sent = 0;
  answered = 0;
  /** Requests given up after the client timeout, and the seconds (since the start) they were sent. */
  timeouts = 0;
  /** Requests whose connection the server closed or reset before answering. */
  dropped = 0;
  readonly timeoutSeconds: number[] = [];
  maxMs = 0;
  /** Answers slower than SLOW_MS, and the seconds (since the start) their requests were sent. */
  slow = 0;
  readonly slowSeconds: number[] = [];
  statuses = new Map<number, number>();
  private readonly buckets = new Uint32Array(MAX_BUCKET + 1);
  /** Answers with a 2xx status, per second since the start (the drain included). */
  readonly okPerSecond: number[] = [];

  /** `second`: seconds since the start, fractional, when the answer came. */
  record(status: number, latencyMs: number, second: number) {
    this.answered += 1;
    this.maxMs = Math.max(this.maxMs, latencyMs);
    if (latencyMs > SLOW_MS) {
      this.slow += 1;
      const sent = Math.max(0, Math.floor(second - latencyMs / 1000));
      if (this.slowSeconds.length < 1000) this.slowSeconds.push(sent);
    }
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    this.buckets[Math.min(MAX_BUCKET, Math.round(latencyMs / BUCKET_MS))]! += 1;
    if (status >= 200 && status < 300) {
      while (this.okPerSecond.length <= Math.floor(second)) this.okPerSecond.push(0);
      this.okPerSecond[Math.floor(second)]! += 1;
    }
  }

  get ok() {
    let n = 0;
    for (const [status, count] of this.statuses) if (status >= 200 && status < 300) n += count;
    return n;
  }

  /** The latency (ms) below which `p` percent of the answers came. */
  percentile(p: number): number {
    const rank = Math.ceil((p / 100) * this.answered);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!;
      if (seen >= rank && seen > 0) return Number((i * BUCKET_MS).toFixed(1));
    }
    return 0;
  }
}

/**
 * autocannon's client (httpClient.js) destroys itself, once its answer is in, when it has made
 * responseMax requests; reqsMade counts the one in flight. It pairs answers with requests through
 * pipelinedRequests, and reconnects through _connect.
 */
interface Internals {
  reqsMade: number;
  responseMax: number | undefined;
  pipelinedRequests: { size(): number; clear(): void };
  _connect(): void;
}

/** Longest the connections get to finish their last request, beyond the client timeout. */
const DRAIN_MARGIN_S = 10;

export interface LoadResult {
  /** The run's length; answers to requests in flight at its end come within drainSeconds. */
  seconds: number;
  drainSeconds: number;
  page: KindStats;
  submit: KindStats;
  /** responseId of every 201 with duplicate false. */
  acknowledged: number[];
  duplicates: number;
  /** Connection errors and timeouts, as autocannon counts them, and the first few messages. */
  errors: number;
  timeouts: number;
  errorSamples: string[];
}

const NAMES = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
];
const COLOURS = ['Red', 'Green', 'Blue'];
const TAGS = ['a', 'b', 'c', 'd'];
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** Valid answers for SOAK_QUESTIONS, varied as real respondents' are. */
export function answers(): Record<string, unknown> {
  return {
    name: pick(NAMES),
    email: 'respondent@example.com',
    nps: Math.floor(Math.random() * 11),
    color: pick(COLOURS),
    tags: TAGS.filter(() => Math.random() < 0.5),
    age: 18 + Math.floor(Math.random() * 60),
    when: '2026-11-21',
    ok: Math.random() < 0.5,
    rate: 1 + Math.floor(Math.random() * 5),
    note: 'Fast and pleasant.',
  };
}

/** The form the respondents fill in: ten questions of the common types. */
export const SOAK_QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Name', required: true },
  { id: 'email', type: 'EMAIL', title: 'Email' },
  { id: 'nps', type: 'NPS', title: 'Recommend?' },
  { id: 'color', type: 'MULTIPLE_CHOICE', title: 'Colour', options: COLOURS },
  { id: 'tags', type: 'CHECKBOX', title: 'Tags', options: TAGS },
  { id: 'age', type: 'NUMBER', title: 'Age' },
  { id: 'when', type: 'DATE', title: 'When' },
  { id: 'ok', type: 'YES_NO', title: 'OK?' },
  { id: 'rate', type: 'RATING', title: 'Rate' },
  { id: 'note', type: 'LONG_TEXT', title: 'Notes' },
].map((q, order) => ({ ...q, order }));

export async function runRespondents(opts: {
  base: string;
  formId: string;
  connections: number;
  seconds: number;
  /** How long a respondent waits for an answer before autocannon drops the connection. */
  timeoutSeconds: number;
  /** The page request's accept-encoding (browsers send 'gzip, deflate, br'). */
  pageEncoding: string;
}): Promise<LoadResult> {
  const { base, formId } = opts;
  const pagePath = `/forms/${formId}`;
  const browser = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) formloom-soak',
    'accept-language': 'en',
  };
  const page = new KindStats();
  const submit = new KindStats();
  const acknowledged: number[] = [];
  let duplicates = 0;
  const errorSamples: string[] = [];
  const clients: Internals[] = [];
  /** Every 201 is a stored submission, whichever request it was paired with. */
  const acknowledge = (status: number, body: string) => {
    if (status !== 201) return;
    const parsed = JSON.parse(body) as { responseId: number; duplicate: boolean };
    if (parsed.duplicate) duplicates += 1;
    else acknowledged.push(parsed.responseId);
  };
  const start = performance.now();
  const second = () => (performance.now() - start) / 1000;

  let finished!: (result: autocannon.Result) => void;
  let failed!: (err: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const options: autocannon.Options = {
    url: base,
    connections: opts.connections,
    pipelining: 1,
    // The respondents stop themselves at opts.seconds (below); this only bounds the drain.
    duration: opts.seconds + opts.timeoutSeconds + DRAIN_MARGIN_S,
    timeout: opts.timeoutSeconds,
    // Replaced per connection in setupClient; autocannon wants one here.
    requests: [{ method: 'GET', path: pagePath }],
    setupClient(client) {
      const internals = client as unknown as Internals;
      clients.push(internals);
      // Which request the next 'response' event is about: onResponse runs just before it.
      let answering: Kind = 'page';
      // Which request is on the wire: each setupRequest is followed by its request being sent.
      // A timeout reconnects and sends the next request before it is reported, so it is about
      // the one before.
      let inFlight: Kind = 'page';
      let previous: Kind = 'page';
      client.setRequests([
        {
          method: 'GET',
          path: pagePath,
          headers: { ...browser, accept: 'text/html', 'accept-encoding': opts.pageEncoding },
          setupRequest: (req) => {
            page.sent += 1;
            previous = inFlight;
            inFlight = 'page';
            return req;
          },
          onResponse: (status, body) => {
            answering = 'page';
            acknowledge(status, body);
          },
        },
        {
          method: 'POST',
          path: `/api/public/forms/${formId}/responses`,
          headers: {
            ...browser,
            accept: 'application/json',
            'content-type': 'application/json',
            origin: base,
            referer: `${base}${pagePath}`,
          },
          setupRequest: (req) => {
            submit.sent += 1;
            previous = inFlight;
            inFlight = 'submit';
            return {
              ...req,
              body: JSON.stringify({
                draftId: crypto.randomUUID(),
                answers: answers(),
                referrer: '',
              }),
            };
          },
          onResponse: (status, body) => {
            answering = 'submit';
            acknowledge(status, body);
          },
        },
      ]);
      // When the server resets or closes a connection with a request on it, autocannon 9
      // reconnects but keeps that request queued, and pairs every later answer on the connection
      // with the request before it (wrong kind, wrong latency). Forget it, and count it.
      const connect = internals._connect.bind(client);
      internals._connect = () => {
        if (internals.pipelinedRequests.size() > 0)
          (inFlight === 'page' ? page : submit).dropped += 1;
        internals.pipelinedRequests.clear();
        connect();
      };
      client.on('response', (status, _bytes, latencyMs) =>
        (answering === 'page' ? page : submit).record(status, latencyMs, second()),
      );
      // Emitted by autocannon's client, though its typings do not list it.
      (client as NodeJS.EventEmitter).on('timeout', () => {
        const stats = previous === 'page' ? page : submit;
        stats.timeouts += 1;
        const sent = Math.max(0, Math.floor(second() - opts.timeoutSeconds));
        if (stats.timeoutSeconds.length < 1000) stats.timeoutSeconds.push(sent);
      });
    },
  };
  const instance = autocannon(options, (err, result) => (err ? failed(err) : finished(result)));
  instance.on('reqError', (err: Error) => {
    if (errorSamples.length < 5) errorSamples.push(String(err?.message ?? err));
  });
  // Time is up: each connection finishes the request it has in flight and closes, so no
  // submission is cut off between its commit and its 201.
  const stopAt = setTimeout(() => {
    for (const c of clients) c.responseMax = c.reqsMade;
  }, opts.seconds * 1000);
  const result = await done.finally(() => clearTimeout(stopAt));
  return {
    seconds: opts.seconds,
    drainSeconds: Math.max(0, result.duration - opts.seconds),
    page,
    submit,
    acknowledged,
    duplicates,
    errors: result.errors,
    timeouts: result.timeouts,
    errorSamples,
  };
}
