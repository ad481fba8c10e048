import { useNow } from '@mocktest/web-shared/time';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { useTimeUp } from '../hooks/use-time-up';
import { writingOpensAt } from '../lib/reading-time';

/** The attempt's clock, ticking each second: time left, time up, and the reading time before writing opens. */
export function useTaskClock(attempt: TaskAttemptFieldsFragment) {
  const now = useNow(1000, true);
  const endsAt = new Date(attempt.endsAt).getTime();
  const timeUp = useTimeUp(endsAt) || now >= endsAt;
  const remainingMs = timeUp ? 0 : endsAt - now;
  const opensAt = writingOpensAt(attempt.mockTest, attempt.startedAt);
  const reading = !timeUp && now < opensAt;
  return { now, timeUp, remainingMs, opensAt, reading };
}
