import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { AuthContext, type AuthContextValue, type CurrentProfile } from '../../../shared/auth/auth-context';
import { UnderEvaluationNotice } from '../components/under-evaluation-notice';
import { SubmissionSuccessPage } from './submission-success-page';

const gold = { key: 'gold', name: 'Gold', level: 3, tests: 20, evaluationMinutes: 18, promise: 'within 30 minutes' };

function render(profile: Partial<CurrentProfile> | null, page: React.ReactNode) {
  const auth = { profile: profile && ({ isSubscribed: true, planExpired: false, ...profile } as CurrentProfile) };
  return renderToStaticMarkup(
    <AuthContext.Provider value={auth as AuthContextValue}>
      <MemoryRouter>{page}</MemoryRouter>
    </AuthContext.Provider>,
  );
}

test("the success page states the candidate's own plan's turnaround, never a fixed time", () => {
  const html = render({ plan: gold }, <SubmissionSuccessPage />);
  expect(html).toContain('Test Submitted Successfully!');
  expect(html).toContain('Results will be ready within 30 minutes, as your Gold plan promises.');
  expect(html).not.toContain('2 hours');
});

test('without an active plan the success page states the time answers without a plan get', () => {
  expect(render({ plan: null, isSubscribed: false }, <SubmissionSuccessPage />)).toContain(
    'Results will be ready within 4 hours.',
  );
  expect(render({ plan: gold, planExpired: true }, <SubmissionSuccessPage />)).toContain(
    'Results will be ready within 4 hours.',
  );
});

test('while the profile is not known the success page gives the span of the plans', () => {
  expect(render(null, <SubmissionSuccessPage />)).toContain(
    'Results will be ready within 30 minutes to 4 hours, depending on your plan.',
  );
});

test('the under-evaluation notice gives the release time and the plan promise from the catalogue', () => {
  const html = render({ plan: gold }, <UnderEvaluationNotice deadlineAt="2026-11-26T10:18:00.000Z" overdue={false} />);
  expect(html).toContain('Your answer is under evaluation. Results will be available by');
  expect(html).toContain(': your Gold plan promises results within 30 minutes of submitting.');
  const without = render(null, <UnderEvaluationNotice deadlineAt="2026-11-26T10:18:00.000Z" overdue={false} />);
  expect(without).not.toContain('promise');
});
