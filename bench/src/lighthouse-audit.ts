import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { waitForQuietMachine } from './machine-idle.ts';

export type PageAudit = {
  page: string;
  path: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  /** Bytes on the wire for the whole page load (Lighthouse's total byte weight). */
  transferKb: number;
  /** The performance score of each run, in order; the figures above are the lowest-scoring run's. */
  scores: number[];
  /** The share of the machine's CPU idle (percent) in the second before each run. */
  idleBefore: number[];
};

type Audit = Omit<PageAudit, 'page' | 'path' | 'scores' | 'idleBefore'>;

/** Each page is audited this many times in a row: one good score can be luck, three are not. */
const runsPerPage = 3;

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A run starts once 90% of the CPU has been idle for two seconds, or after a minute of waiting (the row says which). */
const quietMachine = { quietShare: 0.9, maxMs: 60_000 };

/** Lighthouse's defaults: a mobile device, simulated throttling (slow 4G, 4x CPU slowdown), performance only. */
async function audit(port: number, url: string, keepSession: boolean): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keeps the signed-in session (IndexedDB) for the tests list; the HTTP cache is cleared by hand before.
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A lost session would measure the login page instead of the tests list.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    transferKb: Math.round(numeric('total-byte-weight') / 102.4) / 10,
  };
}

/**
 * `runsPerPage` audits of one page, `before` each and once the machine is quiet (Lighthouse times the page's scripts on
 * this machine's CPU, which the platform shares); the lowest-scoring run with every run's score.
 */
async function auditRuns(
  run: () => Promise<Audit>,
  before: () => Promise<void>,
): Promise<Omit<PageAudit, 'page' | 'path'>> {
  const runs: Audit[] = [];
  const idleBefore: number[] = [];
  for (let index = 0; index < runsPerPage; index++) {
    await before();
    idleBefore.push(Math.round(100 * (await waitForQuietMachine(quietMachine))));
    runs.push(await run());
  }
  const lowest = runs.reduce((worst, next) => (next.performance < worst.performance ? next : worst));
  return { ...lowest, scores: runs.map((each) => each.performance), idleBefore };
}

/** Empties Chromium's HTTP cache through a CDP connection of its own (Lighthouse drives the browser next). */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close().catch(() => {});
}

/**
 * The landing page as a visitor loads it, and the tests list as a signed-in candidate does: the demo candidate signs
 * in through the login form ("Remember me", so the session lives in IndexedDB), then the HTTP cache is cleared before
 * each run so the tests list loads its assets from the network like a first visit. Each page runs `runsPerPage` times.
 */
export async function auditPages(origin: string, candidate: { email: string; password: string }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // Lighthouse resets the storage (the cache with it) before each run of the landing page.
    const landing = await auditRuns(
      () => audit(chrome.port, `${origin}/`, false),
      async () => {},
    );

    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(candidate.email);
    await page.getByLabel('Password').fill(candidate.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    await page.close();
    // Leaves Chromium running; Lighthouse drives it next.
    await browser.close().catch(() => {});

    const testsPath = '/dashboard/writingtasks';
    const tests = await auditRuns(
      () => audit(chrome.port, `${origin}${testsPath}`, true),
      () => clearHttpCache(chrome.port),
    );
    return [
      { page: 'landing page', path: '/', ...landing },
      { page: 'tests list (signed in)', path: testsPath, ...tests },
    ] satisfies PageAudit[];
  } finally {
    chrome.kill();
  }
}
