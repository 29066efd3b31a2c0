/**
 * State that must hold across instances (issue 19): counters in fixed windows (rate limits, failed
 * sign-ins, upload allowances), keys set once (the ALTCHA spent set) and messages to every instance
 * (cache invalidation). With REDIS_URL it lives in Redis (redis-shared-state.ts); without it, in this
 * process (one instance, as the embedded default runs). Callers never know which.
 */

export interface CounterWindow {
  /** The total in the current window. */
  count: number;
  /** When the window closes (ms since the epoch); 0 when no window is open. */
  resetAt: number;
}

export type MessageHandler = (message: string) => void;

export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /**
   * Adds `by` to the key's counter. The first add opens a window of `windowMs`; the counter
   * resets when it closes. Returns the window after the add. A negative `by` gives back what an
   * earlier add took and never opens a window: given back after the window closed, it would
   * start the next window below zero and hand out more than the limit there.
   */
  increment(key: string, by: number, windowMs: number): Promise<CounterWindow>;
  /** The key's current window without adding to it. */
  peek(key: string): Promise<CounterWindow>;
  /** Forgets the key (a counter or a once-key). */
  remove(key: string): Promise<void>;
  /** Sets the key for `ttlMs` unless it is set; true when this call set it (first use wins). */
  setOnce(key: string, ttlMs: number): Promise<boolean>;
  /** Sends a message to every instance subscribed to the channel, this one included. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `handler` for each message on the channel; resolves to an unsubscribe function. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  /** For /api/health: true when the store answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const NONE: CounterWindow = { count: 0, resetAt: 0 };

/** One process's state: what a single instance needs, and what tests use by default. */
export class MemorySharedState implements SharedState {
  readonly kind = 'memory' as const;
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly once = new Map<string, number>();
  private readonly handlers = new Map<string, Set<MessageHandler>>();

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, by: number, windowMs: number): Promise<CounterWindow> {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (by < 0) return Promise.resolve(NONE);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    entry.count += by;
    return Promise.resolve({ ...entry });
  }

  peek(key: string): Promise<CounterWindow> {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= this.now()) return Promise.resolve(NONE);
    return Promise.resolve({ ...entry });
  }

  remove(key: string): Promise<void> {
    this.windows.delete(key);
    this.once.delete(key);
    return Promise.resolve();
  }

  setOnce(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const until = this.once.get(key);
    if (until !== undefined && until > now) return Promise.resolve(false);
    this.once.set(key, now + ttlMs);
    if (this.once.size > 100_000) this.sweep(now);
    return Promise.resolve(true);
  }

  publish(channel: string, message: string): Promise<void> {
    // Asynchronous like Redis: a publisher never runs its own handlers inside its call.
    const handlers = [...(this.handlers.get(channel) ?? [])];
    queueMicrotask(() => {
      for (const handler of handlers) handler(message);
    });
    return Promise.resolve();
  }

  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return Promise.resolve(() => {
      set.delete(handler);
      return Promise.resolve();
    });
  }

  ping(): Promise<boolean> {
    return Promise.resolve(true);
  }

  close(): Promise<void> {
    this.handlers.clear();
    return Promise.resolve();
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    for (const [key, until] of this.once) if (until <= now) this.once.delete(key);
  }
}
