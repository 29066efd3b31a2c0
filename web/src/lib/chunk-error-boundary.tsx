/**
 * Recovery from a lazily loaded chunk that no longer exists. A deploy replaces the hashed files, so
 * a page opened before it fails its next dynamic import, and on the public form page nothing else
 * catches that: the page goes blank. Only chunk-load failures are caught here: every other error
 * is thrown on to the boundaries above, which keep their own handling.
 *
 * It lives in lib/ with no dependency (no Radix, no icons) because the public form entry uses it
 * and has a bundle budget; callers pass the design-system button classes of their context.
 */
import { Component, type ReactNode } from 'react';

export const CHUNK_ERROR_MESSAGE = 'This page was updated. Reload to continue.';

// The browsers' messages for a dynamic import whose file is gone (Chromium, WebKit, Gecko), and
// the error Vite's preload helper throws, after its `vite:preloadError` event, for a missing CSS.
const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** True for the error of a failed dynamic import, false for every other error. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

interface Props {
  children: ReactNode;
  /** The Reload button's classes, so it matches the surrounding design (app or form theme). */
  buttonClassName: string;
  className?: string;
}

interface State {
  error: Error | null;
}

export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A boundary cannot decline an error, so it rethrows in render: the next boundary up gets it
    // exactly as if this one were not there.
    if (!isChunkLoadError(error)) throw error;
    return (
      <div
        role="alert"
        className={
          this.props.className ??
          'flex flex-col items-center gap-4 py-8 text-center text-foreground'
        }
      >
        <p className="max-w-md text-base">{CHUNK_ERROR_MESSAGE}</p>
        <button
          type="button"
          className={this.props.buttonClassName}
          onClick={() => window.location.reload()}
        >
          {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the public form page imports this file and its build has no ICU parser (ADR 043, 056) */}
          {'Reload'}
        </button>
      </div>
    );
  }
}
