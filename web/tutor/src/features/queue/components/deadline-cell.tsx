import { formatDateTime } from '@mocktest/web-shared/format';
import { describeTimeLeft } from '../lib/describe-deadline';

type DeadlineCellProps = { deadlineAt: string | null; submittedAt: string | null; now: number; done: boolean };

/**
 * The deadline in local time with a live countdown coloured by the share of the plan's minutes left; the words say
 * the same ('1 h 20 min left', 'overdue by 5 min'), so the colour is never the only sign.
 */
export function DeadlineCell({ deadlineAt, submittedAt, now, done }: DeadlineCellProps) {
  if (!deadlineAt) return <span className="muted">—</span>;
  const left = describeTimeLeft(deadlineAt, submittedAt, now);
  // A published answer waits only for its release: no countdown to race.
  const tone = done ? 'done' : left.tone;
  return (
    <span className="deadline">
      <time dateTime={deadlineAt}>{formatDateTime(deadlineAt)}</time>
      <span className={`deadline-relative countdown countdown--${tone}`}>{left.text}</span>
    </span>
  );
}
