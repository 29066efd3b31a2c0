/**
 * The request metrics (issue 33): one onResponse hook feeds the latency histogram, the submission
 * outcomes and the rate-limit refusals. Labels come from fixed sets only (the route's pattern,
 * never its URL; a method from the known list; a status class), so a scan of random URLs adds no
 * series, and no label ever carries a form id, an address or a title.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Every URL that matched no route (the not-found handler) shares this label. */
export const UNMATCHED_ROUTE = 'unmatched';
export const SUBMIT_ROUTE = '/api/public/forms/:id/responses';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What became of a submission, by the status it was answered with. */
export function submissionOutcome(status: number): string {
  if (status === 200 || status === 201) return 'accepted';
  if (status === 400 || status === 413 || status === 415) return 'invalid';
  if (status === 404 || status === 410) return 'form_unavailable';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  return status >= 500 ? 'error' : 'other';
}

type Observe = (seconds: number) => void;

export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const submissions = new Counter({
    name: 'formloom_submissions_total',
    help: 'Response submissions answered by this instance, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'formloom_rate_limited_total',
    help: 'Requests refused with 429 (rate limits and upload quotas), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  // The hook runs on every request, the submit path's included: a child per label set is looked
  // up once and kept (the sets are bounded, see above), so a request costs one Map lookup and one
  // observe instead of prom-client's label hashing.
  const children = new Map<string, Observe>();
  const observer = (route: string, method: string, statusClass: string): Observe => {
    const key = `${route} ${method} ${statusClass}`;
    let observe = children.get(key);
    if (!observe) {
      const child = duration.labels(route, method, statusClass);
      observe = (seconds) => child.observe(seconds);
      children.set(key, observe);
    }
    return observe;
  };

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = METHODS.has(request.method) ? request.method : 'other';
    const status = reply.statusCode;
    observer(route, method, `${Math.floor(status / 100)}xx`)(reply.elapsedTime / 1000);
    if (status === 429) refused.inc({ route });
    if (route === SUBMIT_ROUTE && method === 'POST') {
      submissions.inc({ outcome: submissionOutcome(status) });
    }
    done();
  });
}
