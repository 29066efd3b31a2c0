/**
 * Failed attempts counted per key (an account, a client address) in a fixed window that opens with
 * the key's first failure, over the shared state: in Redis with REDIS_URL, so ten failures spread
 * over three instances are ten failures; in this process otherwise.
 *
 * Redis down: every call rejects with SharedStateUnavailableError and the request gets 503 (fail
 * closed). Counting nothing would lift the brute-force protection for as long as an attacker can
 * keep Redis unreachable.
 */
import { type CounterWindow, MemorySharedState, type SharedState } from './shared-state';

export type FailureWindow = CounterWindow;

export interface FailureCounter {
  /** The key's failures in its current window. */
  get(key: string): Promise<FailureWindow>;
  /** Counts one failure and returns the window it falls in. */
  hit(key: string): Promise<FailureWindow>;
  /** Forgets the key's failures. */
  reset(key: string): Promise<void>;
}

export class SharedFailureCounter implements FailureCounter {
  /**
   * @param namespace what is counted (`sign-in:account:`): keys of different counters never meet.
   */
  constructor(
    private readonly state: SharedState,
    private readonly namespace: string,
    private readonly windowMs: number,
  ) {}

  get(key: string): Promise<FailureWindow> {
    return this.state.peek(this.namespace + key);
  }

  hit(key: string): Promise<FailureWindow> {
    return this.state.increment(this.namespace + key, 1, this.windowMs);
  }

  reset(key: string): Promise<void> {
    return this.state.remove(this.namespace + key);
  }
}

/** A counter in this process's memory only (tests; a single instance). */
export function memoryFailureCounter(windowMs: number, now?: () => number): FailureCounter {
  return new SharedFailureCounter(new MemorySharedState(now), 'failures:', windowMs);
}
