import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { PlanCard, type UpgradePlan } from './plan-card';

const silver: UpgradePlan = {
  key: 'silver',
  name: 'Silver',
  level: 2,
  tests: 12,
  priceUsd: 30,
  strikePriceUsd: 50,
  evaluationMinutes: 48,
  promise: 'within 1 hour',
  accessMonths: 3,
  mostPopular: true,
};

const render = (props: Partial<Parameters<typeof PlanCard>[0]>) =>
  renderToStaticMarkup(
    <PlanCard
      plan={silver}
      examLabel="IELTS-Academic"
      offered
      current={false}
      picked={false}
      onChoose={() => undefined}
      {...props}
    />,
  );

test('a plan on offer shows its prices, what it includes and Choose Plan', () => {
  const html = render({});
  expect(html).toContain('MOST POPULAR');
  expect(html).toContain('<s class="plan-card__strike">$50</s>');
  expect(html).toContain('$30');
  expect(html).toContain('12 practice writing tasks');
  expect(html).toContain('Covers one exam: IELTS-Academic');
  expect(html).toContain('Choose Plan');
});

test('the plan the candidate holds shows no Choose Plan, and says it is theirs', () => {
  const html = render({ offered: false, current: true });
  expect(html).not.toContain('Choose Plan');
  expect(html).toContain('Your current plan');
});

test('the plan picked on the landing page is marked', () => {
  expect(render({ picked: true })).toContain('Your pick from our home page');
});
