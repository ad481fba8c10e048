import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { chromiumOptions } from './chromium-options.ts';
import { screenshotDir } from './platform.ts';

/** A Chromium of this test's own: only for the tests that own their platform; the rest share one (sharedBrowser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions());
}

let shared: Promise<Browser> | undefined;

/** The run's one Chromium (started by support/global-setup.ts), connected once per test worker. */
export function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.connect(inject('browserEndpoint'));
  return shared;
}

export type PageOptions = BrowserContextOptions & {
  /** The screenshot's name when the test fails (under test-results/screenshots). */
  name?: string;
};

/**
 * A fresh page in a context of its own on the shared Chromium (no cookies or sign-in shared with other tests),
 * screenshotted when the test fails and closed with its context when the test ends.
 */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  const { name, ...contextOptions } = options;
  const context = await (await sharedBrowser()).newContext({
    viewport: { width: 1280, height: 900 },
    ...contextOptions,
  });
  const page = await context.newPage();
  // vitest runs onTestFinished before onTestFailed, so one hook takes the failure's picture and then closes. A page
  // the test closed itself has nothing left to picture.
  onTestFinished(async ({ task }) => {
    if (name && task.result?.state === 'fail') await snap(page, `failed-${name}`).catch(() => {});
    await context.close().catch(() => {});
  });
  return page;
}

/** Saves a full-page screenshot as a test artifact under test-results/screenshots. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Resolves once the page's CSS transitions have run (the phone layout slides the sidebar away when resized). */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}
