import { formatDateTime, formatDuration } from '@mocktest/web-shared/format';
import type { GradingItemFieldsFragment } from '../../../gql/graphql';

/** Who wrote what and when: the facts a tutor checks before grading. */
export function AttemptFacts({ item }: { item: GradingItemFieldsFragment }) {
  const { attempt } = item;
  return (
    <dl className="facts">
      <div>
        <dt>Candidate</dt>
        <dd>{item.candidateName}</dd>
      </div>
      <div>
        <dt>Exam</dt>
        <dd>{item.exam.label}</dd>
      </div>
      <div>
        <dt>Submitted at</dt>
        <dd>{formatDateTime(attempt.submittedAt)}</dd>
      </div>
      <div>
        <dt>Deadline</dt>
        <dd>{formatDateTime(attempt.deadlineAt)}</dd>
      </div>
      <div>
        <dt>Time taken</dt>
        <dd>{formatDuration(attempt.secondsTaken)}</dd>
      </div>
      <div>
        <dt>Timed out</dt>
        <dd>
          {attempt.timedOut ? (
            <span className="status-badge status-other">Yes — the time ran out</span>
          ) : (
            <span className="status-badge status-done">No</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Hints</dt>
        <dd>
          {/* The candidate chose this on the instructions page; hints change what a fair mark compares against. */}
          {attempt.withHints ? (
            <span className="status-badge status-other">Practised with hints</span>
          ) : (
            <span className="status-badge status-done">Exam conditions</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
