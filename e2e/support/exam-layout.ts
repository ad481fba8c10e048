import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The writing screen as the computer-delivered exams lay it out: the question and the answer side by side, each
// scrolling on its own, the page itself not scrolling; on a phone, Question / Your answer tabs.
export const laptop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/** Where the candidate answers: the answer box, or TOEFL's Build a Sentence. */
export const answerArea = (page: Page): Locator => page.locator('.answer-box__input, .build-sentence').first();
export const questionPane = (page: Page): Locator => page.getByRole('region', { name: 'Question', exact: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/**
 * At 1280x800: the question's heading and the answer's first lines both in the window, the page not scrolled and
 * not scrollable, and the sticky clock above them (covering no text). Ends at the size the page had.
 */
export async function expectSplitInView(page: Page): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(laptop);
  try {
    const heading = questionPane(page).getByRole('heading', { level: 2 }).first();
    await heading.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
      .toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const clock = await box(page.locator('.timer-bar').first());
    const question = await box(heading);
    const answer = await box(answerArea(page));
    for (const [what, rect] of [
      ['question heading', question],
      ['answer', answer],
    ] as const) {
      expect(rect.y, `${what} below the clock`).toBeGreaterThanOrEqual(clock.y + clock.height);
      // At least its first lines (3 lines of about 26 px) inside the window.
      expect(rect.y + Math.min(rect.height, 80), `${what} in the window`).toBeLessThanOrEqual(laptop.height);
      expect(rect.x + rect.width, `${what} in the window`).toBeLessThanOrEqual(laptop.width);
    }
    // Side by side: the answer to the right of the question.
    expect(answer.x).toBeGreaterThan(question.x + 200);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** At 390x844: the Question tab shows the question alone, one tap on Your answer the answer alone, filling the view. */
export async function expectPhoneTabs(page: Page): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(phone);
  try {
    const tabs = page.getByRole('tablist', { name: 'Question and answer' });
    const question = questionPane(page);
    await tabs.getByRole('tab', { name: 'Your answer' }).click();
    await answerArea(page).waitFor();
    await question.waitFor({ state: 'hidden' });
    // The answer side fills the rest of the window, its box starting well inside it.
    const pane = await box(page.getByRole('region', { name: 'Answer', exact: true }));
    expect(pane.y + pane.height).toBeLessThanOrEqual(phone.height);
    expect(pane.height).toBeGreaterThan(300);
    expect(pane.width).toBeGreaterThan(phone.width - 60);
    expect((await box(answerArea(page))).y).toBeLessThan(phone.height - 150);
    await tabs.getByRole('tab', { name: 'Question' }).click();
    await question.waitFor();
    expect(await answerArea(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** After a hand-off to the next task: its heading has the focus and is in the window, the page at its top. */
export async function expectArrivedAt(page: Page, title: string): Promise<void> {
  const heading = questionPane(page).getByRole('heading', { name: title, exact: true });
  await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const rect = await box(heading);
  const size = page.viewportSize();
  expect(rect.y).toBeGreaterThanOrEqual(0);
  expect(rect.y + rect.height).toBeLessThanOrEqual(size?.height ?? 0);
}
