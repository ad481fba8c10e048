import { nextTimerAt } from '../../domain/attempt/attempt-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { attemptDueNow, escalationDueNow, recheckDueNow, rewriteDueNow } from '../../domain/test-clock/test-clock.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { CoreDeps } from '../deps.ts';
import { escalatedAttemptId, escalationTimerId } from '../evaluation/escalation-timer.ts';
import { recheckTimerId, rewriteIdOfRecheckTimer, rewriteIdOfTimer, rewriteTimerId } from '../rewrite/rewrite-timer.ts';
import { requireTestClocks } from './require-test-clocks.ts';

// An attempt or rewrite id: a UUID on the platform; letters, digits, '-' and '_' in tests.
const idShape = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

type Kind = 'attempt' | 'escalation' | 'rewrite' | 'recheck';

/** The timer's kind and the id behind it, read with the helpers that build timer ids; BAD_USER_INPUT otherwise. */
function parseTimerId(timerId: string): { kind: Kind; id: string; timerId: string } {
  const trimmed = timerId.trim();
  const escalated = escalatedAttemptId(trimmed);
  const rechecked = rewriteIdOfRecheckTimer(trimmed);
  const rewritten = rewriteIdOfTimer(trimmed);
  const [kind, id, rebuilt]: [Kind, string, (id: string) => string] =
    escalated !== null
      ? ['escalation', escalated, escalationTimerId]
      : rechecked !== null
        ? ['recheck', rechecked, recheckTimerId]
        : rewritten !== null
          ? ['rewrite', rewritten, rewriteTimerId]
          : ['attempt', trimmed, (plain) => plain];
  if (!idShape.test(id)) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALIDATION_FAILED',
      "A timer id is an attempt id, or 'escalation:' followed by an attempt id, or 'rewrite:' or 'recheck:' followed by a rewrite id.",
    );
  }
  return { kind, id, timerId: rebuilt(id) };
}

/**
 * Makes one timer due now (admins, TEST_CLOCKS platforms), as a test clock advanced to it would: the time it waits
 * for moves to now in the database (an attempt's end of writing time or evaluation deadline, an escalation point, a
 * rewrite's end, a recheck's release), in one transaction, and the timer is re-armed at now through the deadline
 * scheduler, whose handler then runs the real path (release, mails in the outbox, webhooks). Answers false, arming
 * nothing, when the timer has nothing left to do (an answer already released, a rewrite submitted). FORBIDDEN with
 * TEST_CLOCKS off or for anyone but an admin; BAD_USER_INPUT for a malformed id, NOT_FOUND for an unknown one.
 */
export async function makeTimerDueNow(
  deps: Pick<CoreDeps, 'clock' | 'deadlines' | 'escalationTimers' | 'settings' | 'transaction'>,
  input: { actor: Profile; timerId: string },
): Promise<boolean> {
  requireTestClocks(deps);
  requireAdmin(input.actor);
  const { kind, id, timerId } = parseTimerId(input.timerId);
  const due = await deps.transaction(async (tx): Promise<boolean> => {
    const now = tx.clock.now();
    const grace = tx.settings.timeUpGraceSeconds;
    if (kind === 'attempt' || kind === 'escalation') {
      const attempt = await tx.attempts.findByIdForUpdate(id);
      if (!attempt) throw new DomainError('NOT_FOUND', 'NOT_FOUND', `No attempt has the id ${id}.`);
      if (kind === 'attempt' && nextTimerAt(attempt, grace) === null) return false;
      if (kind === 'escalation' && (attempt.status !== 'Submitted' || attempt.deadlineAt === null)) return false;
      const moved =
        kind === 'attempt'
          ? attemptDueNow(attempt, now, grace)
          : escalationDueNow(attempt, now, tx.settings.escalationSharePercent);
      if (moved !== attempt) await tx.attempts.update(moved);
      return true;
    }
    const rewrite = await tx.rewrites.findById(id);
    if (!rewrite) throw new DomainError('NOT_FOUND', 'NOT_FOUND', `No rewrite has the id ${id}.`);
    if (kind === 'rewrite' && rewrite.submittedAt !== null) return false;
    if (kind === 'recheck' && (!rewrite.recheckedAt || rewrite.recheckNotifiedAt !== null)) return false;
    const moved = kind === 'rewrite' ? rewriteDueNow(rewrite, now, grace) : recheckDueNow(rewrite, now);
    if (moved !== rewrite) await tx.rewrites.update(moved);
    return true;
  });
  if (!due) return false;
  // After the commit, as every timer is armed: the handler reads what was just stored.
  const scheduler = kind === 'attempt' ? deps.deadlines : deps.escalationTimers;
  await scheduler.schedule(timerId, deps.clock.now());
  return true;
}
