import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { FirstRead, FirstReadFlag } from '../../domain/first-read/first-read.ts';
import { criterionForFlag } from '../../domain/first-read/flag-criterion.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { isStaff } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { FirstReadStore } from './ports.ts';

/** A flag with the rubric criterion a tutor's comment on it would most likely name. */
export type FirstReadFlagView = FirstReadFlag & { criterion: string };
export type FirstReadView = Omit<FirstRead, 'flags'> & { flags: FirstReadFlagView[] };

/**
 * The automatic first read of an attempt, for its author and for staff; null while none is owed (the attempt is in
 * progress, under exam conditions, or was submitted before first reads existed).
 */
export async function getFirstRead(
  deps: { firstReads: Pick<FirstReadStore, 'find'> },
  input: { actor: Profile; attempt: Pick<Attempt, 'id' | 'userId' | 'exam' | 'submittedAt'> },
): Promise<FirstReadView | null> {
  const { actor, attempt } = input;
  if (attempt.userId !== actor.userId && !isStaff(actor)) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'This attempt belongs to another user.');
  }
  if (!attempt.submittedAt) return null;
  const firstRead = await deps.firstReads.find(attempt.id);
  if (!firstRead) return null;
  return {
    ...firstRead,
    flags: firstRead.flags.map((flag) => ({
      ...flag,
      criterion: criterionForFlag(attempt.exam, flag.taskKey, flag.kind),
    })),
  };
}
