import { describe, expect, it } from 'vitest';
import type { Purchase } from '../../../domain/payment/purchase.ts';
import { getPlan, plans } from '../../../domain/plan/plan-catalogue.ts';
import { buildProfile } from '../../testing/builders.ts';
import { apologyAndCreditMail } from './apology-credit.ts';
import { deadlineEscalationMail } from './deadline-escalation.ts';
import { evaluationReadyMail } from './evaluation-ready.ts';
import { renderMail } from './layout.ts';
import { planExpiredMail } from './plan-expired.ts';
import { receiptMail } from './purchase-receipt.ts';

const profile = buildProfile({ fullName: 'Rosa <Diaz>', email: 'rosa@example.test' });

const purchase = (overrides: Partial<Purchase> = {}): Purchase => ({
  id: 'purchase-1',
  userId: profile.userId,
  exam: 'IELTSAcademic',
  plan: 'silver',
  amountUsd: 30,
  currency: 'USD',
  status: 'succeeded',
  gateway: 'stripe',
  providerPaymentId: 'pi_1',
  receiptNumber: 'R-1001',
  failureMessage: null,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  succeededAt: new Date('2026-11-20T10:00:00Z'),
  refundedAt: null,
  planExpiresAt: new Date('2027-02-20T10:00:00Z'),
  expiryNoticeAt: null,
  version: 1,
  ...overrides,
});

/** The HTML part with its tags removed and entities decoded, to compare with the text part. */
const htmlWords = (html: string | undefined) =>
  (html ?? '')
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
const textWords = (text: string) => text.replace(/\s+/g, ' ').replace(/: /g, ' ').trim();

describe('mail templates', () => {
  it('say the same in HTML as in plain text, and escape what users typed', () => {
    const mail = renderMail({
      to: 'a@example.test',
      subject: 'S',
      name: 'Ann <b>',
      blocks: ['First & second.', { facts: [['Label', 'Value "quoted"']] }],
    });
    expect(mail.html).toContain('Ann &#60;b&#62;');
    expect(mail.html).not.toContain('<b>');
    expect(textWords(mail.text)).toBe(htmlWords(mail.html).replace(/ : /g, ' '));
    expect(mail.text).toBe('Hello Ann <b>,\n\nFirst & second.\n\nLabel: Value "quoted"\n\nThe Writing Mock Tests team');
  });

  it('evaluation ready names the test', () => {
    const mail = evaluationReadyMail({ to: profile.email, name: 'Rosa', testTitle: 'Coastal Tourism Essay' });
    expect(mail.subject).toBe('Your evaluation is ready');
    expect(mail.text).toContain('The evaluation of "Coastal Tourism Essay" is ready.');
    expect(mail.html).toContain('&#34;Coastal Tourism Essay&#34; is ready.');
    expect(evaluationReadyMail({ to: profile.email, name: 'Rosa', testTitle: null }).text).toContain(
      'The evaluation of your mock test is ready.',
    );
  });

  it('the receipt states the plan, its promised turnaround from the catalogue, the price and the access date', () => {
    const mail = receiptMail(profile, purchase());
    expect(mail.subject).toBe('Your receipt R-1001: Silver plan');
    expect(mail.text).toContain('Plan: Silver (12 writing mock tests, evaluation within 1 hour)');
    expect(mail.text).toContain('Amount paid: $30.00 USD');
    expect(mail.text).toContain('Access until: 20 February 2027');
    expect(mail.text).toContain('Each answer you submit is evaluated within 1 hour.');
    expect(mail.html).toContain('<th scope="row"');
    expect(mail.html).toContain('Rosa &#60;Diaz&#62;');
  });

  it('a receipt that changed no plan says so and how to get a refund', () => {
    const mail = receiptMail(profile, purchase({ planExpiresAt: null, gateway: 'simulated' }));
    expect(mail.text).toContain('did not change your plan');
    expect(mail.text).toContain('no card was charged');
  });

  it('plan expired says what is locked again and what stays', () => {
    const mail = planExpiredMail(profile, purchase({ plan: 'gold' }));
    expect(mail.subject).toBe('Your Gold plan has expired');
    expect(mail.text).toContain('expired on 20 February 2027');
    expect(mail.text).toContain('The first test of every exam stays free');
  });

  it('deadline escalation warns the tutors and, once overdue, the admins, with the plan promise', () => {
    const input = {
      to: 'tutor@example.test',
      name: 'Tutor One',
      examLabel: 'IELTS Academic',
      testTitle: 'Coastal Tourism Essay',
      plan: 'bronze' as const,
      submittedAt: new Date('2026-11-26T08:00:00Z'),
      deadlineAt: new Date('2026-11-26T11:30:00Z'),
      claimedBy: null,
    };
    const warning = deadlineEscalationMail({ ...input, stage: 'warning' });
    expect(warning.subject).toBe('Due soon: IELTS Academic answer needs an evaluation');
    expect(warning.text).toContain('The Bronze plan promises results within 4 hours.');
    expect(warning.text).toContain('Due: 26 November 2026, 11:30 UTC (3 hours 30 minutes after submission)');
    expect(warning.text).toContain('Claimed by: nobody yet');
    const overdue = deadlineEscalationMail({ ...input, stage: 'overdue', claimedBy: 'Tutor Two' });
    expect(overdue.subject).toBe('Overdue: IELTS Academic answer past its Bronze deadline');
    expect(overdue.text).toContain('Claimed by: Tutor Two');
  });

  it('the apology states the broken promise and the credit', () => {
    const mail = apologyAndCreditMail({
      to: profile.email,
      name: 'Rosa',
      testTitle: 'Coastal Tourism Essay',
      plan: 'gold',
      submittedAt: new Date('2026-11-26T08:00:00Z'),
      creditedTests: 1,
    });
    expect(mail.text).toContain('Your Gold plan promises your evaluation within 30 minutes');
    expect(mail.text).toContain('we have added one extra mock test to your Gold plan');
    expect(mail.html).toContain('one extra mock test');
  });

  it('every plan promised in a mail comes from the catalogue', () => {
    for (const plan of plans) {
      expect(receiptMail(profile, purchase({ plan: plan.key })).text).toContain(getPlan(plan.key).promise);
    }
  });
});
