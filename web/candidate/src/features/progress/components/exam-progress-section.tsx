import { formatDate, scoreEstimate } from '@mocktest/web-shared/format';
import { ScoreEstimateNote } from '@mocktest/web-shared/ui';
import { Link } from 'react-router';
import { type ExamProgress, overallRange } from '../lib/progress-series';
import { LineChart } from './line-chart';

type Props = { progress: ExamProgress; target: number | null; targetText: string };

const isIelts = (exam: string) => exam === 'IELTSAcademic' || exam === 'IELTSGeneral';

/** One exam's progress: the overall trend against the desired score, each criterion's line, and the same as a table. */
export function ExamProgressSection({ progress, target, targetText }: Props) {
  const headingId = `progress-${progress.exam}`;
  const range = overallRange(progress.exam);
  // Numbered in order: the table below gives each test's title and date.
  const xLabels = progress.points.map((_, index) => `#${index + 1}`);
  const targetInRange = target !== null && target >= range.min && target <= range.max;
  const reference = targetInRange ? { value: target, label: `Your target ${targetText}` } : undefined;
  const percent = progress.scale.kind === 'percent';
  // The desired writing score is on the criteria's own scale in IELTS only (bands); elsewhere it marks the overall.
  const criteriaReference = isIelts(progress.exam) ? reference : undefined;
  const count = progress.points.length;

  return (
    <section className="progress-exam" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {progress.label}{' '}
        <span className="progress-exam__count">
          ({count} evaluated {count === 1 ? 'test' : 'tests'})
        </span>
      </h2>
      {count === 1 && <p className="muted">One evaluation so far: the lines start with your next evaluated test.</p>}
      <div className="progress-exam__charts">
        <div className="progress-card">
          <h3>{scoreEstimate(progress.exam).label}</h3>
          <LineChart
            title={`${progress.label}: overall score per evaluated test${reference ? `, against your target of ${targetText}` : ''}`}
            xLabels={xLabels}
            series={[{ key: 'overall', label: 'Overall', values: progress.points.map((point) => point.overall) }]}
            yMin={range.min}
            yMax={range.max}
            reference={reference}
          />
          <ScoreEstimateNote exam={progress.exam} />
        </div>
        <div className="progress-card">
          <h3>Criteria{percent ? ' (share of each maximum)' : ''}</h3>
          <LineChart
            title={`${progress.label}: each criterion's score per evaluated test`}
            xLabels={xLabels}
            series={progress.criteria}
            yMin={0}
            yMax={progress.scale.max}
            reference={criteriaReference}
            formatY={percent ? (value) => `${value}%` : String}
          />
        </div>
      </div>
      {!targetInRange && (
        <p className="muted">
          {targetText === '' ? (
            <>
              Add your desired writing score in <Link to="/dashboard/profile">My Profile</Link> to see it as a line on
              the chart.
            </>
          ) : (
            `Your desired writing score (${targetText}) is outside ${progress.label}'s range of ${range.min}–${range.max}, so it is not drawn.`
          )}
        </p>
      )}
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
                  {percent ? ' (%)' : ''}
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
                <td>{point.overall ?? '–'}</td>
                {progress.criteria.map((criterion) => (
                  <td key={criterion.key}>{criterion.values[index] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
