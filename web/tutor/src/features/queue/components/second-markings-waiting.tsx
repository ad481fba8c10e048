import './queue-side-list.css';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { Link } from 'react-router';
import { secondMarkingQueueQuery } from '../graphql/second-marking-queue.query';

const refreshMs = 30_000;

/**
 * Blind second markings, each an entry of its own marked "Second marking". They appear once the first evaluation is
 * published (so the first marker is settled and never sees the entry) and have no deadline: the candidate gets the
 * first evaluation whatever the second says.
 */
export function SecondMarkingsWaiting() {
  const { data, error, refetch } = useQuery(secondMarkingQueueQuery, {
    variables: { limit: 50, offset: 0 },
    fetchPolicy: 'cache-and-network',
    pollInterval: refreshMs,
  });
  const queue = data?.secondMarkingQueue;
  return (
    <section className="queue-side-list" aria-labelledby="second-markings-title">
      <h2 id="second-markings-title">Second markings</h2>
      <p className="muted">
        A sample of answers is marked a second time, blind: you will not see the first tutor's evaluation, and the
        candidate never sees yours.
      </p>
      {error && !queue ? (
        <ErrorAlert message={describeError(error).message} onRetry={() => void refetch().catch(() => undefined)} />
      ) : null}
      {queue && queue.items.length === 0 ? <p className="muted">No answers are waiting for a second marking.</p> : null}
      {queue && queue.items.length > 0 ? (
        <div className="card card-flush">
          <div className="table-wrap">
            <table className="queue-table">
              <caption className="visually-hidden">Answers waiting for a blind second marking, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Candidate</th>
                  <th scope="col">Exam</th>
                  <th scope="col">Test</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Held by</th>
                  <th scope="col">Kind</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {queue.items.map((item) => (
                  <tr key={item.attempt.id}>
                    <td data-label="Candidate" className="cell-strong">
                      {item.candidateName}
                    </td>
                    <td data-label="Exam">{item.exam.label}</td>
                    <td data-label="Test">{item.attempt.mockTest.title}</td>
                    <td data-label="Submitted">
                      {item.attempt.submittedAt ? formatDateTime(item.attempt.submittedAt) : ''}
                    </td>
                    <td data-label="Held by">
                      {item.claimedByMe ? 'You' : (item.claimedBy ?? <span className="muted">Unclaimed</span>)}
                    </td>
                    <td data-label="Kind">
                      <span className="status-badge status-other">Second marking</span>
                    </td>
                    <td className="cell-action">
                      {/* The name starts with the visible word, so a voice user saying "Mark" reaches it. */}
                      <Link
                        className="button button--primary button--small"
                        to={`/second-marking/${item.attempt.id}`}
                        aria-label={`${item.claimedByMe ? 'Continue' : 'Mark'}: second marking of ${item.attempt.mockTest.title} by ${item.candidateName}`}
                      >
                        {item.claimedByMe ? 'Continue' : 'Mark'}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}
