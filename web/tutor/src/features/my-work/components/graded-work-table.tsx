import { formatDateTime } from '@mocktest/web-shared/format';
import { Link } from 'react-router';
import type { MyGradedWorkQuery } from '../../../gql/graphql';

type GradedItem = MyGradedWorkQuery['myGradedWork']['items'][number];

/** The tutor's published evaluations as a table (cards on phones, as the queue's). */
export function GradedWorkTable({ items }: { items: GradedItem[] }) {
  return (
    <div className="table-wrap">
      <table className="work-table">
        <caption className="visually-hidden">Your published evaluations, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Candidate</th>
            <th scope="col">Exam</th>
            <th scope="col">Test</th>
            <th scope="col">Overall (estimate)</th>
            <th scope="col">Published</th>
            <th scope="col">Turnaround</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.attempt.id}>
              <td data-label="Candidate">
                <div>
                  <div className="cell-strong">{item.candidateName}</div>
                  <div className="muted small">{item.candidateEmail}</div>
                </div>
              </td>
              <td data-label="Exam">{item.exam.label}</td>
              <td data-label="Test">{item.attempt.mockTest.title}</td>
              <td data-label="Overall (estimate)" className="cell-strong">
                {item.evaluation?.overall?.display ?? '—'}
              </td>
              <td data-label="Published">
                {item.evaluation?.publishedAt ? (
                  <time dateTime={item.evaluation.publishedAt}>{formatDateTime(item.evaluation.publishedAt)}</time>
                ) : (
                  '—'
                )}
              </td>
              <td data-label="Turnaround">
                {item.onTime === false ? (
                  <span className="status-badge status-late">Late</span>
                ) : (
                  <span className="status-badge status-done">On time</span>
                )}
              </td>
              <td className="cell-action">
                {/* Until the release, the publisher may still amend it: the grading page opens with the form. */}
                {item.amendable ? (
                  <Link
                    className="button button--primary button--small"
                    to={`/grade/${item.attempt.id}?amend=1`}
                    aria-label={`Amend the evaluation of ${item.candidateName}`}
                  >
                    Amend
                  </Link>
                ) : null}
                <Link className="button button--secondary button--small" to={`/grade/${item.attempt.id}`}>
                  Open
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
