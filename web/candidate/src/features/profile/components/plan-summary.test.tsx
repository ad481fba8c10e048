import { formatDate } from '@mocktest/web-shared/format';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import type { CurrentProfile } from '../../../shared/auth/auth-context';
import { PlanSummary } from './plan-summary';

const silver = { key: 'silver', name: 'Silver', level: 2, tests: 12, evaluationMinutes: 48, promise: 'within 1 hour' };
const expiry = '2027-02-26T10:00:00.000Z';

function profile(overrides: Partial<CurrentProfile>): CurrentProfile {
  return { plan: silver, isSubscribed: true, planExpired: false, expiryDate: expiry, ...overrides } as CurrentProfile;
}

test('a running plan shows its expiry date', () => {
  const html = renderToStaticMarkup(<PlanSummary profile={profile({})} />);
  expect(html).toContain(`Plan Expiry Date: ${formatDate(expiry)}`);
  expect(html).not.toContain('plan-summary__expiry--expired');
});

test('an expired plan says so, in red', () => {
  const html = renderToStaticMarkup(<PlanSummary profile={profile({ planExpired: true })} />);
  expect(html).toContain('plan-summary__expiry--expired');
  expect(html).toContain(`Plan Expired: ${formatDate(expiry)}`);
});

test('without a plan there is no expiry', () => {
  const html = renderToStaticMarkup(
    <PlanSummary profile={profile({ plan: null, isSubscribed: false, expiryDate: null })} />,
  );
  expect(html).toContain('No plan yet');
  expect(html).not.toContain('Plan Expir');
});

test('a credit for a late evaluation is shown under the plan', () => {
  const html = renderToStaticMarkup(<PlanSummary profile={profile({ extraTests: 1 })} />);
  expect(html).toContain('1 extra mock test credited because an evaluation of yours was late');
});

test('without a credit nothing is said about extra tests', () => {
  const html = renderToStaticMarkup(<PlanSummary profile={profile({ extraTests: 0 })} />);
  expect(html).not.toContain('extra mock test');
});
