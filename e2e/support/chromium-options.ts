import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same Blink as the chromium package, without
 * the desktop browser's window and tab machinery) with the flags this machine needs (no background traffic to hosts
 * it cannot reach). A context and a page load cost it about a third of the CPU the full browser's headless mode
 * takes, and the browser tests open hundreds of them. CHROMIUM_PATH picks another build (/usr/bin/chromium works).
 */
export function chromiumOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
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
