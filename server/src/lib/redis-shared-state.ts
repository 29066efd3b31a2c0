/**
 * SharedState in Redis (issue 19), for several instances behind one load balancer. Every key and
 * channel starts with `formloom:` (and REDIS_KEY_PREFIX when set), so one Redis can serve other
 * applications, or several Formloom deployments, without collisions.
 *
 * Failure policy: a lost connection never throws out of an event (the 'error' listeners log it) and
 * ioredis reconnects on its own. While Redis is down every call rejects with
 * SharedStateUnavailableError, quickly: at once once we had been connected (no queue of commands
 * waiting for a Redis that may not come back), else after one reconnection attempt; a Redis that
 * hangs rather than refuses times out after COMMAND_TIMEOUT_MS. Each caller decides whether to
 * fail open or closed (see shared-state-unavailable.ts).
 */
import { Redis, type RedisOptions, type Result } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { CounterWindow, MessageHandler, SharedState } from './shared-state';
import { SharedStateUnavailableError } from './shared-state-unavailable';

const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** For /api/health: a hung Redis is reported down within this. */
const PING_TIMEOUT_MS = 1_000;

/**
 * INCRBY, and a window (PEXPIRE) only when the key has none: the first add opens it, later adds
 * leave it alone. One script, so two instances adding at once cannot both open a window or leave
 * a counter without one. Returns the count and the window's remaining milliseconds. A give-back
 * (negative) to a key whose window has closed does nothing and answers {0, 0}.
 */
const INCREMENT_LUA = `
if tonumber(ARGV[1]) < 0 and redis.call('EXISTS', KEYS[1]) == 0 then return {0, 0} end
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;

/** The count and remaining window without changing either; {0, 0} for no open window. */
const PEEK_LUA = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return {0, 0} end
return {tonumber(count), ttl}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    formloomIncrement(key: string, by: number, windowMs: number): Result<[number, number], Context>;
    formloomPeek(key: string): Result<[number, number], Context>;
  }
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export interface RedisSharedStateOptions {
  url: string;
  /** Put before every key and channel; `formloom:` unless given (tests pass a random one). */
  prefix?: string;
  log?: Log;
}

export class RedisSharedState implements SharedState {
  readonly kind = 'redis' as const;
  readonly prefix: string;
  /** The command connection; @fastify/rate-limit's store shares it (rate-limit-store.ts). */
  readonly client: Redis;
  private subscriber: Redis | null = null;
  private readonly handlers = new Map<string, Set<MessageHandler>>();
  private closed = false;
  private readonly log: Log | undefined;

  constructor(options: RedisSharedStateOptions) {
    this.prefix = options.prefix ?? 'formloom:';
    const redisOptions: RedisOptions = {
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // A command waiting for a connection fails after one reconnection attempt instead of the
      // default twenty: a request should not hang for seconds on a Redis that is down.
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 100, 1_000),
      // Our own subscriptions are renewed on 'ready' (below), including those whose first
      // SUBSCRIBE failed, which ioredis's own resubscription would not know about.
      autoResubscribe: false,
    };
    this.client = new Redis(options.url, redisOptions);
    this.client.defineCommand('formloomIncrement', { numberOfKeys: 1, lua: INCREMENT_LUA });
    this.client.defineCommand('formloomPeek', { numberOfKeys: 1, lua: PEEK_LUA });
    this.log = options.log;
    watchConnection(this.client, 'commands', this.log);
  }

  async increment(key: string, by: number, windowMs: number): Promise<CounterWindow> {
    const [count, ttl] = await this.run('increment', () =>
      this.client.formloomIncrement(this.prefix + key, by, Math.max(1, Math.ceil(windowMs))),
    );
    if (Number(ttl) <= 0) return { count: 0, resetAt: 0 };
    return { count: Number(count), resetAt: Date.now() + Number(ttl) };
  }

  async peek(key: string): Promise<CounterWindow> {
    const [count, ttl] = await this.run('peek', () => this.client.formloomPeek(this.prefix + key));
    return Number(ttl) > 0
      ? { count: Number(count), resetAt: Date.now() + Number(ttl) }
      : { count: 0, resetAt: 0 };
  }

  async remove(key: string): Promise<void> {
    await this.run('remove', () => this.client.del(this.prefix + key));
  }

  async setOnce(key: string, ttlMs: number): Promise<boolean> {
    const ttl = Math.max(1, Math.ceil(ttlMs));
    const set = await this.run('setOnce', () =>
      this.client.set(this.prefix + key, '1', 'PX', ttl, 'NX'),
    );
    return set === 'OK';
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.run('publish', () => this.client.publish(this.prefix + channel, message));
  }

  /**
   * Resolves once the handler is registered. If Redis is down the SUBSCRIBE is sent when it comes
   * back, so a start-up during an outage still hears messages later (and does not fail to start).
   */
  async subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    const subscriber = this.subscriberConnection();
    const full = this.prefix + channel;
    let set = this.handlers.get(full);
    if (!set) {
      set = new Set();
      this.handlers.set(full, set);
    }
    const first = set.size === 0;
    set.add(handler);
    if (first) {
      await subscriber.subscribe(full).catch((err: unknown) => {
        this.log?.warn({ err, channel: full }, 'redis: subscribe deferred until reconnect');
      });
    }
    return async () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(full) !== set) return;
      this.handlers.delete(full);
      if (!this.closed) await subscriber.unsubscribe(full).catch(() => undefined);
    };
  }

  async ping(): Promise<boolean> {
    if (this.client.status !== 'ready') return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([
        this.client.ping().then(
          (answer) => answer === 'PONG',
          () => false,
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.all([end(this.client), this.subscriber ? end(this.subscriber) : undefined]);
  }

  /** Runs a command; any failure becomes SharedStateUnavailableError (what callers look for). */
  private async run<T>(operation: string, command: () => Promise<T>): Promise<T> {
    if (this.closed) throw new SharedStateUnavailableError(operation, new Error('closed'));
    // Connected before and not now: fail at once rather than queue behind a reconnection.
    if (this.client.status === 'reconnecting' || this.client.status === 'end') {
      throw new SharedStateUnavailableError(operation, new Error(`redis ${this.client.status}`));
    }
    try {
      return await command();
    } catch (err) {
      throw new SharedStateUnavailableError(operation, err);
    }
  }

  /** A connection of its own: one in subscriber mode can send nothing but (un)subscriptions. */
  private subscriberConnection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.client.duplicate();
    watchConnection(subscriber, 'subscriber', this.log);
    subscriber.on('ready', () => {
      for (const channel of this.handlers.keys()) {
        subscriber.subscribe(channel).catch(() => undefined);
      }
    });
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of [...(this.handlers.get(channel) ?? [])]) {
        try {
          handler(message);
        } catch (err) {
          this.log?.warn({ err, channel }, 'redis: message handler failed');
        }
      }
    });
    this.subscriber = subscriber;
    return subscriber;
  }
}

/**
 * An 'error' listener on every connection: without one, ioredis prints each reconnection failure;
 * with one, a Redis outage is two log lines (lost, back) and never an exception.
 */
function watchConnection(connection: Redis, role: string, log: Log | undefined): void {
  let down = false;
  connection.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log?.warn({ err, role }, 'redis: connection lost; retrying');
  });
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({ role }, 'redis: connection back');
  });
}

/** QUIT when connected (pending replies arrive first), else drop the connection at once. */
async function end(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    await connection.quit().catch(() => connection.disconnect());
  } else {
    connection.disconnect();
  }
}
