import { Link } from 'react-router';
import type { WritingTestsQuery } from '../../../gql/graphql';
import { rowAction, rowActionLabel } from '../lib/row-action';

type MockTestItem = WritingTestsQuery['mockTests'][number];

const statusLabel: Partial<Record<string, string>> = {
  IN_PROGRESS: 'In progress',
  SUBMITTED: 'Under evaluation',
  EVALUATION_DONE: 'Evaluated',
  TIMED_OUT: 'Time ran out',
};

/** One test of the list: its title and the one action that fits its state. */
export function MockTestRow({ test, onOpen }: { test: MockTestItem; onOpen: (test: MockTestItem) => void }) {
  const action = rowAction(test);
  const status = test.myAttempt ? statusLabel[test.myAttempt.status] : undefined;
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
        </p>
      </div>
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
