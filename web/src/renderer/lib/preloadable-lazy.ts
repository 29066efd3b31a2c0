/**
 * React.lazy with a preload. Once `preload()` has the module, the lazy component's thenable
 * resolves synchronously, so React renders it at once: no placeholder for a frame, and, when
 * hydrating the server's HTML (ADR 038), no Suspense boundary left dehydrated, where a click or a
 * chosen file would be dropped until its chunk arrived.
 */
import { lazy, type ComponentType } from 'react';

export interface PreloadableLazy<P> {
  Component: ComponentType<P>;
  /** Loads the module (once; a failed load may be tried again). */
  preload: () => Promise<ComponentType<P>>;
}

export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => {
    const ready = loaded;
    if (ready) {
      const module = { default: ready };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >;
    }
    return preload().then((component) => ({ default: component }));
  });
  return { Component: Component as unknown as ComponentType<P>, preload };
}
