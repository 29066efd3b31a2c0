/**
 * A session's browser and system in words ("Chrome 131", "macOS 10.15"), from its User-Agent, for
 * the sessions list. Parsed with bowser rather than by hand: user agents lie in layers (every
 * Chromium claims to be Safari and Mozilla), and bowser keeps up with them.
 */
import Bowser from 'bowser';

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_SYSTEM = 'Unknown system';

export interface DescribedAgent {
  browser: string;
  system: string;
}

/** The major version only: "131.0.6778.85" tells a person no more than "131". */
function major(version: string | undefined): string {
  return version?.split('.')[0] ?? '';
}

function words(...parts: (string | undefined)[]): string {
  return parts.filter((p) => p && p.trim() !== '').join(' ');
}

export function describeUserAgent(userAgent: string | null): DescribedAgent {
  if (!userAgent) return { browser: UNKNOWN_BROWSER, system: UNKNOWN_SYSTEM };
  const { browser, os } = Bowser.parse(userAgent);
  return {
    browser: words(browser.name, major(browser.version)) || UNKNOWN_BROWSER,
    // Windows reports its kernel ("NT 10.0"), so its marketing name ("10") reads better; macOS's
    // names ("Catalina") say less than its number.
    system:
      words(os.name, os.name === 'Windows' ? (os.versionName ?? os.version) : os.version) ||
      UNKNOWN_SYSTEM,
  };
}
