import { formatDateTime } from '@mocktest/web-shared/format';
import { describeDeadline } from '../lib/describe-deadline';

type DeadlineCellProps = { deadlineAt: string | null; now: number; late: boolean };

/** The deadline in local time with how long is left, or how late it is (in red while nobody has published). */
export function DeadlineCell({ deadlineAt, now, late }: DeadlineCellProps) {
  if (!deadlineAt) return <span className="muted">—</span>;
  const { text } = describeDeadline(deadlineAt, now);
  return (
    <span className="deadline">
      <time dateTime={deadlineAt}>{formatDateTime(deadlineAt)}</time>
      <span className={late ? 'deadline-relative deadline-overdue' : 'deadline-relative'}>{text}</span>
    </span>
  );
}
