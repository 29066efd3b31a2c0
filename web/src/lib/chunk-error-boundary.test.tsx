import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_ERROR_MESSAGE, ChunkErrorBoundary, isChunkLoadError } from './chunk-error-boundary';

/** Stands in for the boundaries above (RouteErrorBoundary): shows what reached it. */
class OuterBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Outer caught: {this.state.error.message}</p> : this.props.children;
  }
}

function renderInBoundaries(child: ReactNode) {
  return render(
    <OuterBoundary>
      <ChunkErrorBoundary buttonClassName="reload-button">
        <Suspense fallback={<p>Loading…</p>}>{child}</Suspense>
      </ChunkErrorBoundary>
    </OuterBoundary>,
  );
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.test/assets/page-abc.js', // Chromium
    'Importing a module script failed.', // WebKit
    'error loading dynamically imported module: https://x.test/assets/page-abc.js', // Gecko
    'Unable to preload CSS for /assets/page-abc.css', // Vite's preload helper
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not take an API fetch failure or any other error for a chunk failure', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('<ChunkErrorBoundary />', () => {
  beforeEach(() => {
    // React reports every caught render error on the console; the assertions below say what counts.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the reload message and a focusable Reload button when a lazy import fails', async () => {
    const Gone = lazy(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/a.js'),
      ),
    );
    renderInBoundaries(<Gone />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CHUNK_ERROR_MESSAGE);
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(reload.className).toBe('reload-button');
    reload.focus();
    expect(document.activeElement).toBe(reload);
    expect(screen.queryByText(/Outer caught/)).toBeNull();
  });

  it('reloads the page when Reload is pressed', async () => {
    const reload = vi.fn();
    // jsdom's location cannot be spied on; a stand-in with the one method the button calls.
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const Gone = lazy(() => Promise.reject(new TypeError('Importing a module script failed.')));
      renderInBoundaries(<Gone />);
      await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('passes any other render error on to the boundary above', async () => {
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    renderInBoundaries(<Broken />);

    await screen.findByText('Outer caught: boom');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('passes on a lazy component whose import fails for another reason', async () => {
    const Faulty = lazy(() => Promise.reject(new Error('module threw while evaluating')));
    renderInBoundaries(<Faulty />);

    await screen.findByText('Outer caught: module threw while evaluating');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
