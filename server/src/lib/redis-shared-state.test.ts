/**
 * SharedState's contract, run on both implementations (this process's memory and the real Redis at
 * 127.0.0.1:6379, each test under a random key prefix), then what only Redis has: several
 * instances on one store, and an outage (a TCP proxy in front of Redis that the test cuts).
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteTestKeys,
  testRedisPrefix,
  testRedisUrl,
  unreachableRedisUrl,
} from '../test-support/redis';
import { waitFor } from '../test-support/server-process';
import { RedisSharedState } from './redis-shared-state';
import { MemorySharedState, type SharedState } from './shared-state';
import { SharedStateUnavailableError } from './shared-state-unavailable';

const opened: { state: SharedState; prefix?: string }[] = [];
afterEach(async () => {
  const done = opened.splice(0);
  await Promise.all(done.map(({ state }) => state.close()));
  for (const { prefix } of done) if (prefix) await deleteTestKeys(prefix);
});

function redis(prefix = testRedisPrefix(), url = testRedisUrl): RedisSharedState {
  const state = new RedisSharedState({ url, prefix });
  opened.push({ state, prefix });
  return state;
}

const implementations: [string, () => SharedState][] = [
  ['memory', () => new MemorySharedState()],
  ['redis', () => redis()],
];

/** Subscribes (resolved once subscribed); `message` resolves with the next message. */
async function nextMessage(state: SharedState, channel: string) {
  let resolve!: (message: string) => void;
  const message = new Promise<string>((r) => (resolve = r));
  const off = await state.subscribe(channel, resolve);
  return { message: message.finally(off) };
}

describe.each(implementations)('SharedState (%s)', (_name, open) => {
  it('counts in a window that the first add opens and later adds leave alone', async () => {
    const state = open();
    expect(await state.peek('hits')).toEqual({ count: 0, resetAt: 0 });
    const before = Date.now();
    const first = await state.increment('hits', 1, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    const second = await state.increment('hits', 4, 1_000);
    expect(second.count).toBe(5);
    // The window is the first add's, not the second's (which asked for one second).
    expect(second.resetAt).toBeGreaterThan(Date.now() + 50_000);
    expect((await state.peek('hits')).count).toBe(5);
    expect((await state.peek('other')).count).toBe(0);
    await state.remove('hits');
    expect(await state.peek('hits')).toEqual({ count: 0, resetAt: 0 });
  });

  it('starts a new count once the window has closed', async () => {
    const state = open();
    await state.increment('short', 3, 40);
    await waitFor(
      'the window to close',
      async () => (await state.peek('short')).count === 0,
      5_000,
    );
    expect((await state.increment('short', 2, 60_000)).count).toBe(2);
  });

  it('takes back within the window, and never opens one with a give-back', async () => {
    const state = open();
    expect(await state.increment('nothing-taken', -1, 60_000)).toEqual({ count: 0, resetAt: 0 });
    expect(await state.peek('nothing-taken')).toEqual({ count: 0, resetAt: 0 });
    const taken = await state.increment('taken', 3, 60_000);
    const back = await state.increment('taken', -1, 60_000);
    expect(back.count).toBe(2);
    expect(Math.abs(back.resetAt - taken.resetAt)).toBeLessThan(1_000);
    // Given back once the window has closed: the next window starts at zero, not below it.
    await state.increment('closing', 1, 40);
    await waitFor(
      'the window to close',
      async () => (await state.peek('closing')).count === 0,
      5_000,
    );
    expect(await state.increment('closing', -1, 60_000)).toEqual({ count: 0, resetAt: 0 });
    expect((await state.increment('closing', 1, 60_000)).count).toBe(1);
  });

  it('sets a key once until it expires', async () => {
    const state = open();
    expect(await state.setOnce('spent', 60_000)).toBe(true);
    expect(await state.setOnce('spent', 60_000)).toBe(false);
    expect(await state.setOnce('brief', 40)).toBe(true);
    await waitFor('the key to expire', () => state.setOnce('brief', 60_000), 5_000);
    expect(await state.setOnce('brief', 60_000)).toBe(false);
    await state.remove('spent');
    expect(await state.setOnce('spent', 60_000)).toBe(true);
  });

  it('delivers messages to subscribers, its own included, until they unsubscribe', async () => {
    const state = open();
    const first: string[] = [];
    const offFirst = await state.subscribe('news', (m) => first.push(m));
    const arrived = await nextMessage(state, 'news');
    await state.publish('news', 'one');
    expect(await arrived.message).toBe('one');
    expect(first).toEqual(['one']);
    await offFirst();
    const after = await nextMessage(state, 'news');
    await state.publish('news', 'two');
    // Both handlers of a message run together: once the other one has it, `first` would too.
    expect(await after.message).toBe('two');
    expect(first).toEqual(['one']);
    expect(await state.ping()).toBe(true);
  });
});

describe('RedisSharedState across instances', () => {
  it('adds up concurrent increments from several instances in one window', async () => {
    const prefix = testRedisPrefix();
    const instances = [redis(prefix), redis(prefix), redis(prefix)];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => instances[i % 3]!.increment('limit', 1, 60_000)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect((await instances[2]!.peek('limit')).count).toBe(60);
    // One window: every instance sees the same close, give or take the clock between calls.
    const closes = results.map((r) => r.resetAt);
    expect(Math.max(...closes) - Math.min(...closes)).toBeLessThan(1_000);
  });

  it('lets exactly one of many racing instances set a key', async () => {
    const prefix = testRedisPrefix();
    const instances = [redis(prefix), redis(prefix)];
    const wins = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2]!.setOnce('challenge', 60_000)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it("carries one instance's messages to another, and keeps prefixes apart", async () => {
    const prefix = testRedisPrefix();
    const [publisher, listener] = [redis(prefix), redis(prefix)];
    const stranger = redis();
    const strangers: string[] = [];
    await stranger.subscribe('form-changed', (m) => strangers.push(m));
    const arrived = await nextMessage(listener, 'form-changed');
    await publisher.publish('form-changed', '["f1"]');
    expect(await arrived.message).toBe('["f1"]');
    await publisher.increment('count', 1, 60_000);
    expect((await stranger.peek('count')).count).toBe(0);
    // The stranger's own message reaches it; the publisher's, sent before, never did.
    const own = await nextMessage(stranger, 'form-changed');
    await stranger.publish('form-changed', 'own');
    expect(await own.message).toBe('own');
    expect(strangers).toEqual(['own']);
  });
});

describe('RedisSharedState while Redis cannot be reached', () => {
  it('fails each call clearly and quickly, pings false, and closes', async () => {
    const state = redis(testRedisPrefix(), await unreachableRedisUrl());
    const started = Date.now();
    await expect(state.increment('x', 1, 1_000)).rejects.toBeInstanceOf(
      SharedStateUnavailableError,
    );
    await expect(state.setOnce('x', 1_000)).rejects.toThrow(/Shared state unavailable \(setOnce\)/);
    await expect(state.publish('c', 'm')).rejects.toBeInstanceOf(SharedStateUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await state.ping()).toBe(false);
    // Subscribing does not fail a start-up during an outage: it is renewed when Redis is back.
    const off = await state.subscribe('c', () => {});
    await off();
  });

  it('recovers when Redis comes back, subscriptions included', async () => {
    const proxy = await startProxy();
    try {
      const prefix = testRedisPrefix();
      const viaProxy = redis(prefix, `redis://127.0.0.1:${proxy.port}`);
      const direct = redis(prefix);
      expect((await viaProxy.increment('n', 1, 60_000)).count).toBe(1);
      const received: string[] = [];
      await viaProxy.subscribe('ch', (m) => received.push(m));

      proxy.cut();
      await waitFor(
        'a call to fail while Redis is cut off',
        () =>
          viaProxy.increment('n', 1, 60_000).then(
            () => false,
            (err: unknown) => err instanceof SharedStateUnavailableError,
          ),
        10_000,
      );
      expect(await viaProxy.ping()).toBe(false);

      await proxy.restore();
      await waitFor(
        'calls to work again',
        () =>
          viaProxy.peek('n').then(
            (w) => w.count >= 1,
            () => false,
          ),
        10_000,
      );
      // Messages published while the subscription is being renewed are lost: publish until one
      // arrives.
      await waitFor(
        'the subscription to be renewed',
        async () => {
          await direct.publish('ch', 'back');
          return received.includes('back');
        },
        10_000,
      );
      expect(await viaProxy.ping()).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});

/** A TCP proxy to the test Redis that can be cut (connections reset, new ones refused). */
async function startProxy() {
  const target = new URL(testRedisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  return {
    port,
    cut() {
      server.close();
      for (const s of sockets) s.destroy();
    },
    restore: () => listen(port),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
