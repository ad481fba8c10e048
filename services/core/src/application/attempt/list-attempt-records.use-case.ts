import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { checkPage, requireSelfOrStaff } from '../shared/access.ts';
import { type AttemptRecord, loadAttemptRecord } from './attempt-record.ts';

const pageSize = 100;

/**
 * Every attempt of a user with its test and the evaluation the caller may see, for callers that take the whole list
 * at once (the old REST contract): the caller's own, or anyone's for tutors and admins.
 */
export async function listAttemptRecords(
  deps: Pick<CoreDeps, 'attempts' | 'clock' | 'evaluations' | 'mockTests' | 'rewrites' | 'secondMarkings'>,
  input: { actor: Profile; userId: string },
): Promise<AttemptRecord[]> {
  requireSelfOrStaff(input.actor, input.userId);
  const records: AttemptRecord[] = [];
  const knownTests = new Map();
  for (let offset = 0; ; offset += pageSize) {
    const page = await deps.attempts.listByUser(input.userId, checkPage({ limit: pageSize, offset }));
    for (const attempt of page.items) records.push(await loadAttemptRecord(deps, input.actor, attempt.id, knownTests));
    if (page.items.length < pageSize || records.length >= page.total) return records;
  }
}
