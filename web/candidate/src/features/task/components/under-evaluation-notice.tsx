import { formatDateTime } from '@mocktest/web-shared/format';

/** The yellow notice shown while the tutor's evaluation is not released yet. */
export function UnderEvaluationNotice({ deadlineAt, overdue }: { deadlineAt: string | null; overdue: boolean }) {
  return (
    <div className="notice notice--warning" role="status">
      <p>
        {deadlineAt
          ? `Your answer is under evaluation. Results will be available by ${formatDateTime(deadlineAt)}`
          : 'Your answer is under evaluation.'}
      </p>
      {overdue && (
        <p>The evaluation is taking longer than promised. Our tutors have been alerted and will finish it soon.</p>
      )}
    </div>
  );
}
