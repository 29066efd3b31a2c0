/**
 * Messages from an embedded form (?embed=1) to embed.js on the host page. They carry nothing
 * private (a height, a request to scroll), so any host may read them; embed.js checks that they
 * come from our origin and from its own iframe.
 */
export const EMBED_RESIZE = 'formloom:resize';
export const EMBED_SCROLL = 'formloom:scroll';
/** Esc inside the form: a popup embed closes (the host page does not see keys in the iframe). */
export const EMBED_ESCAPE = 'formloom:escape';

export function isEmbedded(search = window.location.search): boolean {
  return new URLSearchParams(search).get('embed') === '1' && window.parent !== window;
}

export function postToHost(message: { type: string; height?: number }): void {
  try {
    window.parent.postMessage(message, '*');
  } catch {
    // A host that went away: nothing to tell.
  }
}
