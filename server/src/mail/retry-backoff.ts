/**
 * When a failed mail is tried again: exponential (base, 2×base, 4×base, ...) up to a cap, with
 * jitter, so the mails queued during an SMTP outage do not all hit the server the second it is
 * back, and instances that failed together do not retry in lockstep.
 */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/**
 * The wait after the `attempt`-th failure (1 for the first): a random point in the upper half of
 * the exponential step ("equal jitter"), so it never collapses to nothing.
 */
export function retryDelayMs(attempt: number, policy: BackoffPolicy, random = Math.random): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
