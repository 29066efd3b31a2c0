/**
 * Wrong second-factor codes counted per account (issue 27 item 4), whatever the client address:
 * a thief who has the password and spreads his guesses over many addresses still gets at most
 * CODE_FAILURES_MAX wrong codes in CODE_FAILURE_WINDOW_MS; after that every code attempt for the
 * account answers 429 with Retry-After until the window passes, the right code included, and the
 * owner is mailed once. The per-address limits stay as they are; a password reset does not touch
 * this count, since whoever typed the codes may be the one resetting.
 *
 * An attempt takes its place in the count BEFORE its code is tested (one atomic increment in the
 * shared state) and gives it back only when the code was right or was never tested. Checking the
 * count first and adding to it after a wrong code would let a thousand requests sent at once all
 * test a code while the count still reads zero; taking a place first means at most
 * CODE_FAILURES_MAX codes are ever tested in a window, however many instances answer.
 *
 * The count lives in the shared state (Redis with REDIS_URL, so all instances count together).
 * Redis down: taking a place throws SharedStateUnavailableError and the attempt answers 503 with
 * Retry-After, without testing the code: guesses are never let through unchecked.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import type { Db } from '../../../db/database';
import type { CounterWindow, SharedState } from '../../../lib/shared-state';
import { enqueueMail } from '../../../mail/enqueue-mail';
import { AppError } from '../../../plugins/errors';
import { describeUserAgent } from '../describe-user-agent';
import { type CodeAttemptPlace, secondFactorLockedMail } from '../mails/second-factor-locked-mail';

export const CODE_FAILURES_MAX = 10;
export const CODE_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const codesLockedMessage = (minutes: number) =>
  `Too many wrong two-factor codes for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

const countKey = (userId: number) => `second-factor:wrong:${userId}`;
/** Set by the attempt that alerts the owner, for the rest of the window: one mail a window. */
const alertKey = (userId: number) => `second-factor:alerted:${userId}`;

/** Where Retry-After goes: the route's reply. */
interface RetryAfterReply {
  header(name: string, value: string): unknown;
}

export interface CodeAttempt {
  /** Who asked, for the alert mail: the client address and the User-Agent. */
  request: Pick<FastifyRequest, 'ip' | 'headers'>;
  reply: RetryAfterReply;
  account: { id: number; email: string; username: string };
  place: CodeAttemptPlace;
}

export interface SecondFactorLockDeps {
  state: SharedState;
  db: Db;
  linkOrigin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export class SecondFactorLock {
  constructor(private readonly deps: SecondFactorLockDeps) {}

  /**
   * For a step that leads to a code without testing one (the right password alone): 429 now
   * rather than asking for a code that would be refused.
   */
  async assertOpen(userId: number, reply: RetryAfterReply): Promise<void> {
    const window = await this.deps.state.peek(countKey(userId));
    if (window.count >= CODE_FAILURES_MAX) throw refuse(reply, window);
  }

  /**
   * Tests one code with `test` (true when it was right and is now spent) under the account's
   * count. Throws 429 without calling `test` when the account has had its wrong codes; anything
   * `test` throws (two-factor found off, the database gone) gives the place back and propagates.
   */
  async check(attempt: CodeAttempt, test: () => Promise<boolean>): Promise<boolean> {
    const key = countKey(attempt.account.id);
    const taken = await this.deps.state.increment(key, 1, CODE_FAILURE_WINDOW_MS);
    if (taken.count > CODE_FAILURES_MAX) {
      // Normally a no-op (the once-key is set); it mails the owner when the alert of the code
      // that reached the limit could not be queued.
      await this.alertOnce(attempt, taken);
      throw refuse(attempt.reply, taken);
    }
    let right: boolean;
    try {
      right = await test();
    } catch (err) {
      await this.giveBack(key);
      throw err;
    }
    if (right) {
      // The owner's own codes never count against them: ten sign-ins in a quarter of an hour
      // must not close the account.
      await this.giveBack(key);
      return true;
    }
    if (taken.count >= CODE_FAILURES_MAX) await this.alertOnce(attempt, taken);
    return false;
  }

  /**
   * Giving back only ever helps the owner, so an outage here is logged, not answered with a 503:
   * a right code was already spent, and failing the sign-in now would waste it.
   */
  private async giveBack(key: string): Promise<void> {
    try {
      await this.deps.state.increment(key, -1, CODE_FAILURE_WINDOW_MS);
    } catch (err) {
      this.deps.log.warn({ err }, 'second-factor lock: could not give back a place');
    }
  }

  /**
   * The first wrong code at the limit in a window mails the owner. Several may reach it together
   * (on several instances, with places given back between them): the shared once-key, set
   * atomically, picks one, and it expires with the window so a later window alerts again.
   * When the mail cannot be queued (the database gone a moment), the key is let go, so the next
   * attempt in the window mails instead; the attempt itself is answered as it would be.
   */
  private async alertOnce(attempt: CodeAttempt, window: CounterWindow): Promise<void> {
    const remainingMs = window.resetAt - Date.now();
    const key = alertKey(attempt.account.id);
    if (!(await this.deps.state.setOnce(key, remainingMs))) return;
    try {
      await this.queueAlert(attempt, window);
    } catch (err) {
      this.deps.log.warn({ err }, 'second-factor lock: could not queue the alert mail');
      await this.deps.state.remove(key).catch(() => undefined);
    }
  }

  private async queueAlert(attempt: CodeAttempt, window: CounterWindow): Promise<void> {
    const { browser, system } = describeUserAgent(attempt.request.headers['user-agent'] ?? null);
    await enqueueMail(
      this.deps.db,
      secondFactorLockedMail({
        to: attempt.account.email,
        username: attempt.account.username,
        linkOrigin: this.deps.linkOrigin,
        wrongCodes: CODE_FAILURES_MAX,
        lockedMinutes: minutesLeft(window),
        at: new Date(),
        address: attempt.request.ip,
        device: `${browser} on ${system}`,
        place: attempt.place,
      }),
    );
  }
}

const secondsLeft = (window: CounterWindow) =>
  Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
const minutesLeft = (window: CounterWindow) => Math.ceil(secondsLeft(window) / 60);

function refuse(reply: RetryAfterReply, window: CounterWindow): AppError {
  reply.header('retry-after', String(secondsLeft(window)));
  return new AppError(429, ERROR_CODES.rateLimited, codesLockedMessage(minutesLeft(window)));
}

/** The lock over the app's shared state, database and links: what the routes use. */
export function secondFactorLockOf(app: {
  sharedState: SharedState;
  database: { db: Db };
  config: { mail: { linkOrigin: string } };
  log: Pick<FastifyBaseLogger, 'warn'>;
}): SecondFactorLock {
  return new SecondFactorLock({
    state: app.sharedState,
    db: app.database.db,
    linkOrigin: app.config.mail.linkOrigin,
    log: app.log,
  });
}
