// Run by `pnpm --filter @mocktest/core codegen`: writes the plan catalogue, as the landing page's pricing cards show
// it, into the candidate app, whose build renders it into the prerendered landing page. That page then ships no
// GraphQL code and shows its prices without a request. The web app reads a data file, never a service package;
// landing-plans.test.ts fails when the file and the catalogue differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { plans, promiseRange } from '../domain/plan/plan-catalogue.ts';

export const landingPlansFile = fileURLToPath(
  new URL('../../../../web/candidate/src/features/public/data/landing-plans.json', import.meta.url),
);

/**
 * The file's content: the fields of the SDL's `Plan` the cards show, cheapest first, and the span of their promised
 * turnarounds, which the landing page, the FAQ and the success page state (so no page types its own time).
 */
export function landingPlansJson(): string {
  const cards = [...plans]
    .sort((a, b) => a.level - b.level)
    .map(({ key, name, level, tests, priceUsd, strikePriceUsd, promise, accessMonths, mostPopular }) => ({
      key,
      name,
      level,
      tests,
      priceUsd,
      strikePriceUsd,
      promise,
      accessMonths,
      mostPopular,
    }));
  const source = 'services/core/src/domain/plan/plan-catalogue.ts';
  return `${JSON.stringify({ $comment: `Generated from ${source} by the core's codegen.`, promiseRange, plans: cards }, null, 2)}\n`;
}

if (import.meta.main) {
  writeFileSync(landingPlansFile, landingPlansJson());
  console.log(`wrote ${landingPlansFile}`);
}
