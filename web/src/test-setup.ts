import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor wait for a condition; their 1 s default is a clock, not a condition, and a lazy
// screen's first import takes longer than that when the machine is busy (CI runs beside other
// work). A real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// Dates and times are written in the viewer's language (lib/format-date.ts reads
// navigator.language): every test reads them as an American browser would, so an expected
// "Apr 15, 2026" is exact. A test that is about the locale sets its own.
beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
});

// React Testing Library: unmount after every test (vitest runs without globals).
afterEach(() => {
  cleanup();
});

// jsdom lacks these browser APIs that the UI (or Radix) touches.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom implements scrollTo only as a "not implemented" error.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
