import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { screenshotDir } from './platform.ts';

/** Debian's Chromium with the flags this machine needs (no background traffic to hosts it cannot reach). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
  });
}

/** Saves a full-page screenshot as a test artifact under test-results/screenshots. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
