import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (no background traffic to hosts it cannot reach). */
export function chromiumOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
