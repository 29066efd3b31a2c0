/**
 * Failed attempts counted per key (an account, a client address) in a fixed window that opens with
 * the key's first failure. An interface, so that several instances can later share the counts
 * (Redis); today's implementation is in-process.
 */
import { FixedWindowLimiter } from './fixed-window-limiter';

export interface FailureWindow {
  /** Failures in the current window. */
  count: number;
  /** When the window closes (ms since the epoch); 0 when no window is open. */
  resetAt: number;
}

export interface FailureCounter {
  /** The key's failures in its current window. */
  get(key: string): Promise<FailureWindow>;
  /** Counts one failure and returns the window it falls in. */
  hit(key: string): Promise<FailureWindow>;
  /** Forgets the key's failures. */
  reset(key: string): Promise<void>;
}

const NONE: FailureWindow = { count: 0, resetAt: 0 };

export class MemoryFailureCounter implements FailureCounter {
  private readonly windows: FixedWindowLimiter;

  constructor(windowMs: number, now: () => number = Date.now) {
    // The limiter's own threshold is unused: callers decide what a count means.
    this.windows = new FixedWindowLimiter(Number.POSITIVE_INFINITY, windowMs, now);
  }

  get(key: string): Promise<FailureWindow> {
    return Promise.resolve(this.windows.peek(key) ?? NONE);
  }

  hit(key: string): Promise<FailureWindow> {
    this.windows.hit(key);
    return Promise.resolve(this.windows.peek(key) ?? NONE);
  }

  reset(key: string): Promise<void> {
    this.windows.reset(key);
    return Promise.resolve();
  }
}
