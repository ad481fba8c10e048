import '../deadline-escalation.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { toast } from 'sonner';
import { deadlineEscalationQuery, setEscalationMailsMutation } from '../graphql/deadline-escalation.graphql';

const refreshMs = 30_000;

/**
 * The queue's deadline alert: how many answers have used most of their plan's time (or all of it) without a published
 * evaluation, and who gets the mails sent at that point. The tutor's own switch is shown only where the server reads
 * it (ESCALATION_MAIL_TUTORS=opted-in); when every tutor is mailed, a plain sentence says so instead of a switch
 * that would change nothing.
 */
export function DeadlineEscalation() {
  const { data } = useQuery(deadlineEscalationQuery, { fetchPolicy: 'cache-and-network', pollInterval: refreshMs });
  const [setMails, { loading: saving }] = useMutation(setEscalationMailsMutation);
  const count = data?.answersNearDeadline ?? 0;
  const settings = data?.escalationMailSettings;

  async function toggle(enabled: boolean) {
    try {
      await setMails({ variables: { enabled } });
      toast.success(enabled ? 'You will get escalation mails.' : 'Escalation mails are off for you.');
    } catch (caught) {
      toast.error(describeError(caught).message);
    }
  }

  return (
    <div className="deadline-escalation">
      {count > 0 ? (
        <div className="escalation-banner" role="alert">
          <strong>{count === 1 ? '1 answer is' : `${count} answers are`} close to or past the deadline.</strong>{' '}
          {count === 1 ? 'It is' : 'They are'} marked “Near deadline” or “Overdue” below: claim{' '}
          {count === 1 ? 'it' : 'them'} first.
        </div>
      ) : null}
      {settings?.allTutorsMailed ? (
        <p className="escalation-note muted">
          Every tutor is mailed when an answer has used {settings.sharePercent}% of its plan's time without a published
          evaluation.
        </p>
      ) : null}
      {settings && !settings.allTutorsMailed ? (
        <label className="escalation-switch">
          <input
            type="checkbox"
            checked={settings.optedIn}
            disabled={saving}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span>
            Escalation mails: mail me when an answer has used {settings.sharePercent}% of its plan's time without a
            published evaluation.
          </span>
        </label>
      ) : null}
    </div>
  );
}
