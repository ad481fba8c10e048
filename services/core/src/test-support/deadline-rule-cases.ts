import type { Attempt } from '../domain/attempt/attempt.ts';
import type { PlanKey } from '../domain/plan/plan.ts';
import type { Profile } from '../domain/profile/profile.ts';

// One table of cases for the deadline and claim rules, run through the domain functions (unit test) and through
// their SQL forms against PostgreSQL and PGlite (integration test): a change to one form that the other does not
// follow fails both. Boundaries are exact to the millisecond, where the two forms are most likely to part.

export const now = new Date('2026-03-02T12:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const ms = (n: number) => new Date(now.getTime() + n);

/** The settings the cases are read under. */
export const ruleSettings = { sharePercent: 75, idleMinutes: 30 };

export type RuleCase = {
  name: string;
  attempt: Partial<Attempt>;
  /** Absent: no evaluation; null: a draft; a date: published then. */
  publishedAt?: Date | null;
  candidate?: Pick<Profile, 'isSubscribed' | 'plan' | 'expiresAt'>;
  expected: {
    overdue: boolean;
    closeToDeadline: boolean;
    claimLive: boolean;
    /** Null while nothing is published. */
    onTime: boolean | null;
    planAtSubmission: PlanKey;
  };
};

const submitted = (submittedAt: Date, deadlineAt: Date): Partial<Attempt> => ({
  status: 'Submitted',
  submittedAt,
  deadlineAt,
});
const waiting: RuleCase['expected'] = {
  overdue: false,
  closeToDeadline: false,
  claimLive: false,
  onTime: null,
  planAtSubmission: 'bronze',
};

export const ruleCases: RuleCase[] = [
  {
    name: 'an hour before its deadline, early in its time',
    attempt: submitted(minutes(-60), minutes(60)),
    expected: waiting,
  },
  {
    name: 'at its deadline exactly, unpublished',
    attempt: submitted(minutes(-120), now),
    expected: { ...waiting, overdue: true, closeToDeadline: true },
  },
  {
    name: 'a millisecond before its deadline, past its escalation point',
    attempt: submitted(minutes(-120), ms(1)),
    expected: { ...waiting, closeToDeadline: true },
  },
  {
    name: 'past its deadline with only a draft',
    attempt: submitted(minutes(-120), minutes(-1)),
    publishedAt: null,
    expected: { ...waiting, overdue: true, closeToDeadline: true },
  },
  {
    name: 'marked overdue by the deadline job although its deadline reads ahead (a test clock moved)',
    attempt: { ...submitted(minutes(-120), minutes(60)), overdue: true },
    // Its escalation point (75% of three hours) is still 15 minutes ahead: only the flag makes it overdue.
    expected: { ...waiting, overdue: true },
  },
  {
    name: 'at its escalation point exactly (75% of two hours)',
    attempt: submitted(minutes(-90), minutes(30)),
    expected: { ...waiting, closeToDeadline: true },
  },
  {
    name: 'a few milliseconds before its escalation point',
    attempt: submitted(minutes(-90), ms(30 * 60_000 + 4)),
    expected: waiting,
  },
  {
    name: 'published before its deadline, which has passed',
    attempt: submitted(minutes(-120), minutes(-10)),
    publishedAt: minutes(-20),
    expected: { ...waiting, onTime: true },
  },
  {
    name: 'published at its deadline exactly',
    attempt: submitted(minutes(-120), minutes(-10)),
    publishedAt: minutes(-10),
    expected: { ...waiting, onTime: true },
  },
  {
    name: 'published a millisecond late',
    attempt: submitted(minutes(-120), minutes(-10)),
    publishedAt: ms(-10 * 60_000 + 1),
    expected: { ...waiting, onTime: false },
  },
  {
    name: 'still being written',
    attempt: { status: 'InProgress', submittedAt: null, deadlineAt: null },
    expected: waiting,
  },
  {
    name: 'claimed and last touched just inside the idle minutes',
    attempt: {
      ...submitted(minutes(-10), minutes(60)),
      claimedBy: 'tutor-1',
      claimedAt: minutes(-40),
      claimTouchedAt: ms(-30 * 60_000 + 1),
    },
    expected: { ...waiting, claimLive: true },
  },
  {
    name: 'claimed and last touched exactly the idle minutes ago',
    attempt: {
      ...submitted(minutes(-10), minutes(60)),
      claimedBy: 'tutor-1',
      claimedAt: minutes(-40),
      claimTouchedAt: minutes(-30),
    },
    expected: waiting,
  },
  {
    name: 'claimed, never touched since, within the idle minutes',
    attempt: {
      ...submitted(minutes(-10), minutes(60)),
      claimedBy: 'tutor-1',
      claimedAt: minutes(-5),
      claimTouchedAt: null,
    },
    expected: { ...waiting, claimLive: true },
  },
  {
    name: 'handed in on the last day of a Gold plan',
    attempt: submitted(minutes(-10), minutes(60)),
    candidate: { isSubscribed: true, plan: 'gold', expiresAt: minutes(-10) },
    expected: { ...waiting, planAtSubmission: 'gold' },
  },
  {
    name: 'handed in a millisecond after a Gold plan expired',
    attempt: submitted(minutes(-10), minutes(60)),
    candidate: { isSubscribed: true, plan: 'gold', expiresAt: ms(-10 * 60_000 - 1) },
    expected: waiting,
  },
  {
    name: 'handed in on a Silver plan that never expires',
    attempt: submitted(minutes(-10), minutes(60)),
    candidate: { isSubscribed: true, plan: 'silver', expiresAt: null },
    expected: { ...waiting, planAtSubmission: 'silver' },
  },
];
