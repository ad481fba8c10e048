import type { Attempt } from '../attempt/attempt.ts';
import type { Evaluation } from '../evaluation/evaluation.ts';
import type { Purchase } from '../payment/purchase.ts';
import type { WebhookEvent } from './webhook.ts';

// What each event tells an integrator: ids to fetch the rest through the API (with a key), and the facts needed to
// act without a second call. No answer text, tutor feedback or revised answer ever leaves in a webhook.

type Data = WebhookEvent['data'];

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function attemptSubmittedData(attempt: Attempt): Data {
  return {
    attemptId: attempt.id,
    userId: attempt.userId,
    mockTestId: attempt.mockTestId,
    exam: attempt.exam,
    submittedAt: iso(attempt.submittedAt),
    timedOut: attempt.timedOut,
    secondsTaken: attempt.secondsTaken,
    evaluationDueAt: iso(attempt.deadlineAt),
  };
}

export function evaluationReleasedData(attempt: Attempt, evaluation: Evaluation | null): Data {
  return {
    attemptId: attempt.id,
    evaluationId: evaluation?.id ?? null,
    userId: attempt.userId,
    mockTestId: attempt.mockTestId,
    exam: attempt.exam,
    overallScore: evaluation?.overall?.display ?? null,
    releasedAt: iso(attempt.deadlineHandledAt ?? evaluation?.publishedAt ?? null),
  };
}

export function evaluationOverdueData(attempt: Attempt): Data {
  return {
    attemptId: attempt.id,
    userId: attempt.userId,
    mockTestId: attempt.mockTestId,
    exam: attempt.exam,
    submittedAt: iso(attempt.submittedAt),
    evaluationDueAt: iso(attempt.deadlineAt),
    claimedBy: attempt.claimedBy,
  };
}

export function purchaseData(purchase: Purchase): Data {
  return {
    purchaseId: purchase.id,
    userId: purchase.userId,
    exam: purchase.exam,
    plan: purchase.plan,
    amountUsd: purchase.amountUsd,
    currency: purchase.currency,
    status: purchase.status,
    receiptNumber: purchase.receiptNumber,
    succeededAt: iso(purchase.succeededAt),
    refundedAt: iso(purchase.refundedAt),
    planExpiresAt: iso(purchase.planExpiresAt),
  };
}
