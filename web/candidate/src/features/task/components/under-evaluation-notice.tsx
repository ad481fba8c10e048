import { formatDateTime } from '@mocktest/web-shared/format';
import { useAuth } from '../../../shared/auth/auth-context';
import { promisedTurnaround } from '../lib/promised-turnaround';

/** The yellow notice shown while the tutor's evaluation is not released yet, with the plan's promised turnaround. */
export function UnderEvaluationNotice({ deadlineAt, overdue }: { deadlineAt: string | null; overdue: boolean }) {
  const { profile } = useAuth();
  const { planName, promise } = promisedTurnaround(profile);
  // Said only once the profile is known: a guess could name a slower plan than the candidate's.
  let promised = '';
  if (profile) {
    promised = planName
      ? `: your ${planName} plan promises results ${promise} of submitting`
      : `: results are promised ${promise} of submitting`;
  }
  return (
    <div className="notice notice--warning" role="status">
      <p>
        {deadlineAt
          ? `Your answer is under evaluation. Results will be available by ${formatDateTime(deadlineAt)}${promised}.`
          : 'Your answer is under evaluation.'}
      </p>
      {overdue && (
        <p>
          The evaluation is taking longer than promised. We are sorry: our admins have been alerted, and we have added
          one extra mock test to your plan and e-mailed you an apology. Your results will appear here as soon as a tutor
          publishes them.
        </p>
      )}
    </div>
  );
}
