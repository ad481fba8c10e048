import { expect, test } from 'vitest';
import { type Account, graphqlAs, newAccount } from './support/accounts.ts';
import { snap } from './support/browser.ts';
import { queueRow } from './support/queue-row.ts';
import { signedInPage } from './support/sessions.ts';
import { platformOrigin } from './support/shared-platform.ts';
import { submitFirstTest } from './support/submit-first-test.ts';
import { makeTimerDueNow } from './support/test-clocks.ts';

// A deadline nobody meets, run on test clocks: the escalation point made due now (75% of the time used) mails the
// tutors and makes the queue warn; the deadline made due now mails the candidate an apology with one extra test
// credited, tells the admins, and the Turnaround dashboard counts the answer late.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Timing = { dueCount: number; onTimeCount: number };

/** The dashboard's platform-wide figures (other tests' answers come due on the shared platform as well). */
async function turnaroundTiming(admin: Account): Promise<Timing> {
  const { turnaroundDashboard } = await graphqlAs<{ turnaroundDashboard: Timing }>(
    admin,
    '{ turnaroundDashboard { dueCount onTimeCount } }',
  );
  return turnaroundDashboard;
}

test('a missed deadline mails the tutors, warns in the queue, apologises with a credit and counts as late', {
  timeout: 300_000,
}, async () => {
  const candidate = await newAccount('Petra Pohjola', { exam: 'IELTSAcademic' });
  const attemptId = await submitFirstTest(
    candidate,
    'IELTSAcademic',
    'Night trains could replace many short flights, and this essay asks who would pay for them.',
  );
  // Staff of this test, there before the escalation and the deadline (every tutor and every admin is mailed).
  const tutorAccount = await newAccount('Tarja Escalation', { role: 'TUTOR' });
  const adminAccount = await newAccount('Aino Escalation', { role: 'ADMIN' });
  const before = await turnaroundTiming(adminAccount);

  // The answer reaches 75% of its time now: the tutors are mailed and the queue warns.
  expect(await makeTimerDueNow(`escalation:${attemptId}`)).toBe(true);
  const tutor = await signedInPage(tutorAccount, 'tutor', '/tutor', { name: 'deadline-escalation-tutor' });
  const banner = tutor.getByRole('alert').filter({ hasText: 'close to or past the deadline' });
  await expect
    .poll(
      async () => {
        await tutor.reload();
        await tutor.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
        return banner.isVisible();
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(true);
  // The count is the platform's: other tests' answers may be close to or past their deadlines too.
  expect(await banner.textContent()).toMatch(/(1 answer is|\d+ answers are) close to or past the deadline\./);
  // The test clock's escalation brings the deadline to about now: the row reads Near deadline, or Overdue once it passed.
  await (await queueRow(tutor, 'Petra Pohjola')).getByText(/^(Near deadline|Overdue)$/).waitFor();
  await snap(tutor, 'deadline-escalation-01-queue-banner');
  await tutor.close();

  // The deadline passes: the candidate is credited one extra test. (The escalation brought the deadline to about now,
  // so the platform's reconcile pass may handle it first: the timer's answer is not asserted.)
  await makeTimerDueNow(attemptId);
  await expect
    .poll(
      async () => (await graphqlAs<{ me: { extraTests: number } }>(candidate, '{ me { extraTests } }')).me.extraTests,
      {
        timeout: 60_000,
      },
    )
    .toBe(1);

  // The admin reads the mails in the outbox: the tutors' escalation (once per tutor) and the candidate's apology.
  const admin = await signedInPage(adminAccount, 'tutor', '/tutor', { name: 'deadline-escalation-admin' });
  await admin.getByRole('heading', { name: 'Evaluation queue' }).waitFor();
  const nav = admin.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Mail' }).click();
  await admin.getByRole('heading', { name: 'Mail' }).waitFor();
  const escalation = admin.getByRole('row', {
    name: new RegExp(`${escaped(tutorAccount.email)}.*Due soon: IELTS.Academic answer needs`),
  });
  // Every tutor is mailed for every escalated answer, so other tests' escalations can reach this tutor too: the row
  // shows at least once (that it goes out once per answer is asserted by the API tests of the escalation).
  await escalation.first().waitFor();
  expect(await escalation.count()).toBeGreaterThanOrEqual(1);
  // At the deadline the admins are told as well (this admin may also hold other tests' overdue alerts).
  await admin
    .getByRole('row', { name: new RegExp(`${escaped(adminAccount.email)}.*Overdue: IELTS.Academic answer past its`) })
    .first()
    .waitFor();
  const apology = admin.getByRole('row', {
    name: new RegExp(`${escaped(candidate.email)}.*Sorry: your evaluation is late`),
  });
  await apology.waitFor();
  expect(await apology.count()).toBe(1);

  // The Turnaround dashboard counts the answer as due and late, and lists it as overdue, held by nobody. The figures
  // are the platform's: this answer adds one to what was due and to what was late before it.
  await admin.goto(`${platformOrigin()}/tutor/admin/turnaround`);
  await admin.getByRole('heading', { name: 'Turnaround', exact: true }).waitFor();
  const figures = admin.getByText(/^\d+ of \d+ due · \d+ late$/);
  await figures.waitFor();
  const [onTime, due, late] = ((await figures.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(due).toBeGreaterThanOrEqual(before.dueCount + 1);
  expect(late).toBeGreaterThanOrEqual(before.dueCount - before.onTimeCount + 1);
  expect(await admin.getByTestId('on-time-share').textContent()).toBe(
    `${Math.round(((onTime ?? 0) / (due ?? 1)) * 100)}%`,
  );
  const overdue = admin.getByRole('table', { name: 'Overdue now' }).getByRole('row', { name: /Petra Pohjola/ });
  await overdue.getByText('Nobody').waitFor();
  await snap(admin, 'deadline-escalation-02-turnaround');
  await admin.close();

  // The candidate sees the credit on the tests list: the second test opens without a plan.
  const page = await signedInPage(candidate, 'candidate', '/dashboard/writingtasks', {
    name: 'deadline-escalation-candidate',
  });
  await page.getByText('1 extra mock test credited because an evaluation of yours was late').waitFor();
  await page.locator('.test-row').nth(1).getByRole('button', { name: 'Start test' }).waitFor();
  await page.close();
});
