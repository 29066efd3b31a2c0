/**
 * The server's one V8 setting (ADR 026): how far the old generation may grow past what survived
 * its last full collection before V8 collects it again.
 *
 * Why: under a thousand concurrent respondents, each request lives a few hundred milliseconds
 * (it waits its turn for the event loop and the database), outlives the young generation's
 * collections and is promoted. With V8's own factor (up to 4x what survived) the old generation
 * then filled with that garbage from about 66 MB to about 290 MB between full collections, and
 * RSS with it: bench/soak measured 238 MB of growth per 1,000 connections against a goal of 50,
 * with nothing leaked (the heap returned to 66 MB after each collection). Capping the factor at
 * 1.3x collects sooner and more often: the same load then grew 36 MB over 300 s. It costs some throughput (full
 * collections are mostly concurrent, on the other core), measured in docs/benchmarks.md.
 *
 * Set at start through v8.setFlagsFromString, because V8 reads this flag at every full
 * collection: no command-line flag to forget in npm start, the image or a process supervisor.
 */
import v8 from 'node:v8';

export function applyHeapTuning(heapGrowingPercent: number): void {
  if (heapGrowingPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}
