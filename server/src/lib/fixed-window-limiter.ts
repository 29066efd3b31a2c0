/**
 * A small fixed-window counter for limits that @fastify/rate-limit cannot key on, such as failed
 * logins per account. In-process: with several instances each enforces its own window (documented
 * in the README; REDIS_URL-backed limits come with scale-out).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while `key` is over its limit. */
  isBlocked(key: string): boolean {
    const entry = this.windows.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.windows.delete(key);
      return false;
    }
    return entry.count >= this.max;
  }

  /** The key's current window (failures so far and when it closes), if one is open. */
  peek(key: string): { count: number; resetAt: number } | undefined {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= this.now()) return undefined;
    return { ...entry };
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 100_000) this.sweep(now);
      return;
    }
    entry.count += 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
