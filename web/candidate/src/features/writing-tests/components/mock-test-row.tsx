import { useNow } from '@mocktest/web-shared/time';
import { Link } from 'react-router';
import type { AttemptStatus, WritingTestsQuery } from '../../../gql/graphql';
import { rewritePath } from '../../task/lib/rewrite-path';
import { openRewriteMinutes, type RewriteBrief } from '../lib/open-rewrite';
import { rowAction, rowActionLabel } from '../lib/row-action';

/** A row's test; the rows of other exams come without the rewrite (their list reads less). */
type MockTestItem = Omit<WritingTestsQuery['mockTests'][number], 'myAttempt'> & {
  myAttempt?: { id: string; status: AttemptStatus; rewrite?: RewriteBrief | null } | null;
};

const statusLabel: Partial<Record<string, string>> = {
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Under evaluation',
  EVALUATION_DONE: 'Evaluated',
  TIMED_OUT: 'Time ran out',
};

/**
 * One test of the list: its title and the action that fits its state, and a rewrite being written with its time left.
 */
export function MockTestRow<T extends MockTestItem>({ test, onOpen }: { test: T; onOpen: (test: T) => void }) {
  const action = rowAction(test);
  const status = test.myAttempt ? statusLabel[test.myAttempt.status] : undefined;
  const rewrite = test.myAttempt?.rewrite ?? null;
  // Minutes are shown, so a tick every 15 s keeps the count right; only a row with a rewrite under way ticks.
  const now = useNow(15_000, rewrite !== null && rewrite.submittedAt === null);
  const rewriteMinutes = openRewriteMinutes(rewrite, now);
  return (
    <li className="test-row">
      <span className="test-row__number" aria-hidden="true">
        {test.sequence}
      </span>
      <div className="test-row__text">
        <p className="test-row__title">{test.title}</p>
        <p className="test-row__meta">
          {test.totalMinutes} minutes
          {status && <span className="badge badge--info">{status}</span>}
          {action === 'upgrade' && <span className="badge badge--muted">Locked</span>}
          {rewriteMinutes !== null && <span className="badge badge--info">Rewrite in progress</span>}
        </p>
      </div>
      {rewrite && rewriteMinutes !== null && (
        <Link to={rewritePath(rewrite)} className="button button--primary">
          Continue rewrite ({rewriteMinutes} min left)
        </Link>
      )}
      {action === 'upgrade' ? (
        <Link to="/dashboard/upgrade" className="button button--accent" aria-label={`Upgrade to unlock ${test.title}`}>
          {rowActionLabel.upgrade}
        </Link>
      ) : (
        <button
          type="button"
          className={`button ${action === 'feedback' ? 'button--secondary' : 'button--primary'}`}
          onClick={() => onOpen(test)}
        >
          {rowActionLabel[action]}
        </button>
      )}
    </li>
  );
}
