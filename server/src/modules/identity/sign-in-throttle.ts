/**
 * Brute-force protection for password sign-in, without a lock-out that anyone could trigger
 * against anyone else:
 *
 * - per account: after ACCOUNT_FAILURES_BEFORE_PROOF failures in the window, every sign-in to that
 *   account must carry a solved ALTCHA proof of work. The owner, with the right password and a
 *   proof, always gets in; a guesser pays a proof per guess. The account is named by its username,
 *   whether the sign-in typed that or the account's e-mail address (log-in.ts), so both count as
 *   one.
 * - per client address: ADDRESS_FAILURES_MAX failures in the window (across accounts) refuse that
 *   address's sign-ins with 429 until the window closes.
 *
 * Unknown identifiers are counted like real ones (under the text typed), so the answers reveal
 * nothing about accounts.
 */
import { type FailureCounter, SharedFailureCounter } from '../../lib/failure-counter';
import { MemorySharedState, type SharedState } from '../../lib/shared-state';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURES_BEFORE_PROOF = 5;
export const ADDRESS_FAILURES_MAX = 20;

export interface SignInThrottleCounters {
  accounts: FailureCounter;
  addresses: FailureCounter;
}

/**
 * The counters in the app's shared state (Redis with REDIS_URL): failures spread over several
 * instances add up. While Redis is down they throw and sign-in answers 503 (failure-counter.ts).
 */
export function sharedSignInCounters(state: SharedState): SignInThrottleCounters {
  return {
    accounts: new SharedFailureCounter(state, 'sign-in:account:', FAILURE_WINDOW_MS),
    addresses: new SharedFailureCounter(state, 'sign-in:address:', FAILURE_WINDOW_MS),
  };
}

export function memorySignInCounters(): SignInThrottleCounters {
  return sharedSignInCounters(new MemorySharedState());
}

export class SignInThrottle {
  constructor(
    private readonly counters: SignInThrottleCounters = memorySignInCounters(),
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until this address may sign in again, or null when it may now. */
  async addressRetryAfter(address: string): Promise<number | null> {
    const window = await this.counters.addresses.get(address);
    if (window.count < ADDRESS_FAILURES_MAX) return null;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Whether sign-ins to this username must carry a proof of work. */
  async proofRequired(username: string): Promise<boolean> {
    const window = await this.counters.accounts.get(accountKey(username));
    return window.count >= ACCOUNT_FAILURES_BEFORE_PROOF;
  }

  /** A wrong password (or unknown username): counts for the account and the address. */
  async passwordFailed(username: string, address: string): Promise<void> {
    await Promise.all([
      this.counters.accounts.hit(accountKey(username)),
      this.counters.addresses.hit(address),
    ]);
  }

  /** A forged or replayed proof: counts for the address only (no password was tried). */
  async proofFailed(address: string): Promise<void> {
    await this.counters.addresses.hit(address);
  }

  async succeeded(username: string): Promise<void> {
    await this.counters.accounts.reset(accountKey(username));
  }
}

const accountKey = (username: string) => username.trim().toLowerCase();
