import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe-core findings on the page as it stands, one line each. The page's context needs
 * `bypassCSP: true`, or the CSP refuses the injected script.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } })
      .axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`);
  });
}
