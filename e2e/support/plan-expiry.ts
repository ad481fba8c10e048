import type { Page } from 'playwright-core';

/**
 * The dates a plan bought now expires on, as the app writes them: three calendar months later in UTC, clamped to the
 * month's last day as the server does (30 November gives 28 February), a day either side since the day may turn
 * during a test. Read in the page, so the dates are in the browser's own locale and time zone.
 */
export function planExpiryCandidates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [-1, 0, 1].map((days) => {
      const now = new Date();
      const date = new Date(now);
      date.setUTCDate(1);
      date.setUTCMonth(date.getUTCMonth() + 3);
      const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
      date.setUTCDate(Math.min(now.getUTCDate(), lastDay) + days);
      return date.toLocaleDateString(undefined, { dateStyle: 'medium' });
    }),
  );
}
