/**
 * How the journeys launch Debian's Chromium (ADR 005): no sandbox (the suite runs as root), no
 * GPU, nothing outbound. Shared by the global setup's one browser and a journey's own.
 */
import type { LaunchOptions } from 'playwright-core';

export function chromiumOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
