/**
 * URL checks with the WHATWG parser that browsers and Node both ship. core's tsconfig has no DOM
 * or Node typings, so the global is typed here by the little this file uses.
 */
type UrlConstructor = new (input: string) => { protocol: string; hostname: string };
const WhatwgUrl = (globalThis as unknown as { URL: UrlConstructor }).URL;

export type WebProtocol = 'http' | 'https';

/**
 * True for an absolute URL with one of `protocols` and a host. The scheme must be written out:
 * the parser alone would accept forms like "https:example.com".
 */
export function isWebUrl(value: string, protocols: readonly WebProtocol[]): boolean {
  const scheme = /^([a-z]+):\/\//i.exec(value)?.[1]?.toLowerCase();
  if (!protocols.some((p) => p === scheme)) return false;
  try {
    return new WhatwgUrl(value).hostname !== '';
  } catch {
    return false;
  }
}
