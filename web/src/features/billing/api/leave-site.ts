/**
 * Handing the browser to Stripe (Checkout, the customer portal). Kept in one place so the screens'
 * tests can stand in for a navigation that jsdom cannot make.
 */

/** Only web addresses: the server's answer is trusted, but a `javascript:` URL never runs. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Goes to `url`. `replace`: the page that sent the browser is left out of the history, so Back on
 * Stripe's page returns to the step before it rather than into another redirect.
 */
export function leaveFor(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (!isWebUrl(url)) throw new Error('Refusing to leave for a non-web URL');
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
