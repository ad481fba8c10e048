import { formatDateTime } from '@mocktest/web-shared/format';
import { Link } from 'react-router';
import type { EvaluationQueueQuery } from '../../../gql/graphql';
import { deadlineLabel } from '../lib/deadline-label';
import { queueStatus } from '../lib/queue-status';
import { DeadlineCell } from './deadline-cell';

type QueueItem = EvaluationQueueQuery['evaluationQueue']['items'][number];

/** The queue as a table; on narrow screens each row becomes a card (see .queue-table in the styles). */
export function QueueTable({ items, now }: { items: QueueItem[]; now: number }) {
  return (
    <div className="table-wrap">
      <table className="queue-table">
        <caption className="visually-hidden">Submitted answers, oldest deadline first</caption>
        <thead>
          <tr>
            <th scope="col">Candidate</th>
            <th scope="col">Exam</th>
            <th scope="col">Plan</th>
            <th scope="col">Test</th>
            <th scope="col">Submitted</th>
            <th scope="col">Deadline</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const status = queueStatus(item);
            // Overdue rows are red, rows past the escalation point amber: both from the server's one verdict.
            const deadline = deadlineLabel(item.deadlineState);
            return (
              <tr key={item.attempt.id} className={deadline?.rowClass}>
                <td data-label="Candidate" className="cell-strong">
                  {item.candidateName}
                </td>
                <td data-label="Exam">{item.exam.label}</td>
                <td data-label="Plan">{item.plan?.name ?? '—'}</td>
                <td data-label="Test">{item.attempt.mockTest.title}</td>
                <td data-label="Submitted">
                  {item.attempt.submittedAt ? (
                    <time dateTime={item.attempt.submittedAt}>{formatDateTime(item.attempt.submittedAt)}</time>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label="Deadline">
                  <DeadlineCell
                    deadlineAt={item.attempt.deadlineAt}
                    submittedAt={item.attempt.submittedAt}
                    now={now}
                    done={Boolean(item.evaluation?.published)}
                  />
                </td>
                <td data-label="Status">
                  <span className={`status-badge status-${status.tone}`}>{status.label}</span>
                  {deadline ? <span className={deadline.badgeClass}>{deadline.text}</span> : null}
                </td>
                <td className="cell-action">
                  <Link className="button button--primary button--small" to={`/grade/${item.attempt.id}`}>
                    Grade
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
