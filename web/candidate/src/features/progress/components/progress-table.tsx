import { formatDate } from '@mocktest/web-shared/format';
import { Link } from 'react-router';
import { criterionScoreText, type ExamProgress, overallText } from '../lib/progress-series';

/** Every evaluated test of an exam with its overall and criterion scores: the charts' numbers, readable as a table. */
export function ProgressTable({ progress }: { progress: ExamProgress }) {
  return (
    <div className="progress-table-wrap">
      <table className="progress-table">
        <caption>{progress.label}: scores by evaluated test</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Submitted</th>
            <th scope="col">Overall</th>
            {progress.criteria.map((criterion) => (
              <th scope="col" key={criterion.key}>
                {criterion.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.points.map((point, index) => (
            <tr key={point.attemptId}>
              <th scope="row">
                #{index + 1}{' '}
                <Link to={`/dashboard/writingtasks/${encodeURIComponent(point.mockTestId)}`}>{point.title}</Link>
              </th>
              <td>{formatDate(point.submittedAt)}</td>
              <td>{overallText(point)}</td>
              {progress.criteria.map((criterion) => {
                const text = criterionScoreText(criterion.scores[index] ?? null, criterion.max);
                return (
                  <td key={criterion.key}>
                    {text ? (
                      <>
                        {text.score}
                        <span className="muted"> / {text.max}</span>
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
