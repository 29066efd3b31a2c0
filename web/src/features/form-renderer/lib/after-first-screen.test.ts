import { afterEach, describe, expect, it } from 'vitest';
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

describe('afterFirstScreen', () => {
  afterEach(() => document.body.replaceChildren());

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
