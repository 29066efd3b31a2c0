import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';

/** Whether the promise has settled once pending timers and frames have had their turn. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
}

/** An image as the server's HTML has it, not loaded yet (jsdom loads no image by itself). */
function pendingImage(root: HTMLElement, loading?: 'lazy'): HTMLImageElement {
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { value: false, configurable: true });
  if (loading) img.loading = loading;
  root.append(img);
  return img;
}

/** A browser that reports paints: the observer's callback, and whether the first one happened. */
function paintingBrowser() {
  const paint = { reported: false, notify: () => {} };
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: () => void) {
      paint.notify = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    name === 'first-contentful-paint' && paint.reported
      ? [{ name } as unknown as PerformanceEntry]
      : [],
  );
  return paint;
}

describe('afterFirstScreen', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the browser to report the first contentful paint, then the next paint', async () => {
    const paint = paintingBrowser();
    const started = afterFirstScreen(document.createElement('main'), 10_000);
    expect(await settledAfter(started, 150)).toBe(false);
    paint.reported = true;
    paint.notify();
    expect(await settledAfter(started, 150)).toBe(true);
  });

  it('with nothing to wait for, resolves after the next paint', async () => {
    const main = document.createElement('main');
    await expect(settledAfter(afterFirstScreen(main), 150)).resolves.toBe(true);
  });

  it('waits for the first screen’s images, loaded or failed', async () => {
    const main = document.createElement('main');
    const logo = pendingImage(main);
    const picture = pendingImage(main);
    const started = afterFirstScreen(main, 10_000);
    expect(await settledAfter(started, 150)).toBe(false);
    logo.dispatchEvent(new Event('load'));
    expect(await settledAfter(started, 150)).toBe(false);
    picture.dispatchEvent(new Event('error'));
    expect(await settledAfter(started, 150)).toBe(true);
  });

  it('does not wait for lazy images, nor past its cap', async () => {
    const main = document.createElement('main');
    pendingImage(main, 'lazy');
    await expect(settledAfter(afterFirstScreen(main), 150)).resolves.toBe(true);
    pendingImage(main);
    const capped = afterFirstScreen(main, 50);
    await expect(settledAfter(capped, 300)).resolves.toBe(true);
  });
});
