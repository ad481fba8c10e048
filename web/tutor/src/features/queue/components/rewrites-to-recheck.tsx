import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { Link } from 'react-router';
import './queue-side-list.css';
import { recheckQueueQuery } from '../graphql/recheck-queue.query';

const refreshMs = 30_000;

/**
 * Candidates' rewrites of evaluated answers, each an item of its own marked as a rewrite: the tutor judges per
 * criterion whether the weaknesses were fixed. Oldest release deadline first.
 */
export function RewritesToRecheck() {
  const { data, error, refetch } = useQuery(recheckQueueQuery, {
    variables: { limit: 50, offset: 0 },
    fetchPolicy: 'cache-and-network',
    pollInterval: refreshMs,
  });
  const queue = data?.recheckQueue;
  return (
    <section className="queue-side-list" aria-labelledby="rewrites-title">
      <h2 id="rewrites-title">Rewrites to recheck</h2>
      {error && !queue ? (
        <ErrorAlert message={describeError(error).message} onRetry={() => void refetch().catch(() => undefined)} />
      ) : null}
      {queue && queue.items.length === 0 ? <p className="muted">No rewrites are waiting for a recheck.</p> : null}
      {queue && queue.items.length > 0 ? (
        <div className="card card-flush">
          <div className="table-wrap">
            <table className="queue-table">
              <caption className="visually-hidden">Rewrites waiting for a recheck, oldest deadline first</caption>
              <thead>
                <tr>
                  <th scope="col">Candidate</th>
                  <th scope="col">Exam</th>
                  <th scope="col">Test</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Release</th>
                  <th scope="col">Kind</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {queue.items.map((item) => (
                  <tr key={item.rewrite.id}>
                    <td data-label="Candidate" className="cell-strong">
                      {item.candidateName}
                    </td>
                    <td data-label="Exam">{item.exam.label}</td>
                    <td data-label="Test">{item.original.mockTest.title}</td>
                    <td data-label="Submitted">{formatDateTime(item.rewrite.submittedAt)}</td>
                    <td data-label="Release">{formatDateTime(item.rewrite.deadlineAt)}</td>
                    <td data-label="Kind">
                      <span className="status-badge status-other">Rewrite</span>
                    </td>
                    <td className="cell-action">
                      <Link className="button button--primary button--small" to={`/recheck/${item.rewrite.id}`}>
                        Recheck
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
