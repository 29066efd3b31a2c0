import { useEffect } from 'react';

/**
 * The page's meta description while it is shown, for link previews taken from the live page (the
 * server's rendering already has it); the site's own comes back when the page is left.
 */
export function usePageDescription(description: string | null): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
