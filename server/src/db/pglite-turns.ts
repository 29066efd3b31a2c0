/**
 * Gives the event loop a turn before each query on the embedded PGlite.
 *
 * Why: PGlite runs in this process and answers from WebAssembly without any I/O, so a query's
 * promise settles as a microtask, and under load the queries of every waiting request ran one
 * after another inside a single event-loop turn (500 concurrent queries: not one turn in
 * between). Node 20's libuv accepts one new connection per turn, so while a thousand respondents
 * kept the server busy, turns lasted about a second, new connections waited in the kernel's accept
 * queue (`ss` showed 80 to 450 there) and some waited past their clients' 30 s timeout
 * (bench/soak: 690 timeouts in 5 minutes). Health probes waited the same way. With a turn before
 * each query, the loop accepts and reads sockets between queries, as it does with PostgreSQL,
 * whose answers arrive as I/O.
 *
 * Only the client's own query, exec and transaction are wrapped: statements inside a transaction
 * run on its own handle and keep their order without a turn between them.
 */
import type { PGlite } from '@electric-sql/pglite';

// Registered symbols, kept on the client itself: a client the tests keep across files (their
// modules evaluated anew for each, ADR 059) is then still known as wrapped, and still counted.
const WRAPPED = Symbol.for('formloom.pgliteTurns');
/** Calls started and not settled: what /metrics reports as the pool's use. */
const IN_FLIGHT = Symbol.for('formloom.pgliteTurns.inFlight');

type Marked = PGlite & { [WRAPPED]?: true; [IN_FLIGHT]?: { n: number } };

export function pgliteQueriesInFlight(client: PGlite): number {
  return (client as Marked)[IN_FLIGHT]?.n ?? 0;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `run`, started one event-loop turn later, and counted until it settles. */
const afterTurn =
  <A extends unknown[], R>(run: (...args: A) => Promise<R>, count: { n: number }) =>
  async (...args: A): Promise<R> => {
    count.n += 1;
    try {
      await nextTurn();
      return await run(...args);
    } finally {
      count.n -= 1;
    }
  };

export function givePgliteTurns(client: PGlite): PGlite {
  const marked = client as Marked;
  if (marked[WRAPPED]) return client; // a client reopened by the tests is wrapped once
  marked[WRAPPED] = true;
  const count = { n: 0 };
  marked[IN_FLIGHT] = count;
  client.query = afterTurn(client.query.bind(client), count) as PGlite['query'];
  client.exec = afterTurn(client.exec.bind(client), count);
  client.transaction = afterTurn(client.transaction.bind(client), count) as PGlite['transaction'];
  return client;
}
