/**
 * Browser tests drive Debian's Chromium; browser downloads are impossible here (DESIGN.md §9).
 * As root we install the package; otherwise we stop and say how.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests (about 40 s)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
