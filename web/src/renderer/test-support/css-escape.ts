/**
 * Test support: jsdom has no CSS.escape, which user-event needs to walk a radio group with the
 * arrow keys. Enough of it for the ids and names these tests use.
 */
const css = (window.CSS ?? {}) as typeof CSS;
if (typeof css.escape !== 'function') {
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: { ...css, escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) },
  });
}
