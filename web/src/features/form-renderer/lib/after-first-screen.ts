/**
 * When the public form's app may start (ADR 046): once the server-rendered first screen has
 * painted its images (the brand logo is usually the page's largest paint), or after `capMs`.
 * The app's script requested earlier shares the phone's connection with the logo and its
 * evaluation delays the logo's paint: on a simulated slow 4G that made the page's LCP 1.8x a
 * static copy of the same HTML. The server's HTML is usable meanwhile (ADR 033), and what the
 * respondent enters before the app hydrates is replayed (ADR 038).
 */

/** Images that delay the start: in the first screen's HTML, not lazy, not loaded yet. */
function pendingImages(root: ParentNode): HTMLImageElement[] {
  return [...root.querySelectorAll('img')].filter((img) => !img.complete && img.loading !== 'lazy');
}

function loadedOrFailed(img: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/** After the next paint; a timer too, since a hidden tab paints no frame. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Once the browser has reported the page's first contentful paint (at most `capMs`). A frame
 * after the logo's load is not always the one that paints it: Lighthouse's traces had the app
 * requested 40 ms before the first paint, which put the app's download on the simulated phone's
 * path to its first and largest paint (ADR 055).
 */
function afterFirstContentfulPaint(capMs: number): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = setTimeout(done, capMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

export async function afterFirstScreen(root: ParentNode, capMs = 3000): Promise<void> {
  const images = pendingImages(root);
  if (images.length > 0) {
    let cap: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(images.map(loadedOrFailed)),
      new Promise<void>((resolve) => {
        cap = setTimeout(resolve, capMs);
      }),
    ]);
    clearTimeout(cap);
  }
  await afterFirstContentfulPaint(capMs);
  await afterNextPaint();
}
