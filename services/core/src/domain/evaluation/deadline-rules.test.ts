import { describe, expect, it } from 'vitest';
import { buildAttempt, buildProfile } from '../../application/testing/builders.ts';
import { now, ruleCases, ruleSettings } from '../../test-support/deadline-rule-cases.ts';
import { activeClaimHolder } from '../attempt/claim-expiry.ts';
import { promisingPlanAt } from '../plan/test-access.ts';
import { deadlineStateOf, isCloseToDeadline } from './escalation.ts';
import { releasedOnTime } from './released-on-time.ts';

// The domain side of the rule table; deadline-rule-sql.int.test.ts runs the same cases through the SQL forms.
describe('the deadline and claim rules, case by case', () => {
  it.each(ruleCases)('$name', ({ attempt: fields, publishedAt, candidate, expected }) => {
    const attempt = buildAttempt(fields);
    const evaluation = publishedAt === undefined ? null : { publishedAt };
    const profile = buildProfile({ isSubscribed: false, plan: null, expiresAt: null, ...candidate });
    expect({
      overdue: deadlineStateOf(attempt, evaluation, now, ruleSettings.sharePercent) === 'overdue',
      closeToDeadline: isCloseToDeadline(attempt, evaluation, now, ruleSettings.sharePercent),
      claimLive: activeClaimHolder(attempt, ruleSettings.idleMinutes, now) !== null,
      onTime: releasedOnTime(attempt, evaluation),
      planAtSubmission: attempt.submittedAt ? promisingPlanAt(profile, attempt.submittedAt) : 'bronze',
    }).toEqual(expected);
  });
});
