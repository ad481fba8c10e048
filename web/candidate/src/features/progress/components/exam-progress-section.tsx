import { scoreEstimate } from '@mocktest/web-shared/format';
import { ScoreEstimateNote } from '@mocktest/web-shared/ui';
import { Link } from 'react-router';
import { chartRange } from '../lib/chart-geometry';
import {
  type CriterionSeries,
  criterionScoreText,
  type ExamProgress,
  overallRange,
  overallText,
} from '../lib/progress-series';
import { type ChartSeries, LineChart } from './line-chart';
import { ProgressTable } from './progress-table';

type Props = { progress: ExamProgress; target: number | null; targetText: string };

const isIelts = (exam: string) => exam === 'IELTSAcademic' || exam === 'IELTSGeneral';

/** A criterion's score in words, as the evaluation gives it: '7 / 9' (and its share of the maximum on a % chart). */
function scoreWords(line: CriterionSeries, index: number, percent: boolean): string {
  const text = criterionScoreText(line.scores[index] ?? null, line.max);
  if (!text) return 'not scored';
  const value = line.values[index];
  return `${text.score} / ${text.max}${percent && value !== null && value !== undefined ? ` (${value}%)` : ''}`;
}

/** One exam's progress: the overall trend against the desired score, each criterion's line, and the same as a table. */
export function ExamProgressSection({ progress, target, targetText }: Props) {
  const headingId = `progress-${progress.exam}`;
  const bounds = overallRange(progress.exam);
  // Numbered in order: the table below gives each test's title and date.
  const xLabels = progress.points.map((_, index) => `#${index + 1}`);
  const targetInRange = target !== null && target >= bounds.min && target <= bounds.max;
  const reference = targetInRange
    ? { value: target, label: `Your target ${targetText}`, short: targetText }
    : undefined;
  const percent = progress.scale.kind === 'percent';
  // The desired writing score is on the criteria's own scale in IELTS only (bands); elsewhere it marks the overall.
  const criteriaReference = isIelts(progress.exam) ? reference : undefined;
  const count = progress.points.length;
  const overallValues = progress.points.map((point) => point.overall);
  const overallY = chartRange(overallValues, reference?.value ?? null, bounds);
  const overallSeries: ChartSeries = {
    key: 'overall',
    label: 'Overall',
    values: overallValues,
    describe: (index) =>
      `#${index + 1}, overall: ${overallText(progress.points[index] ?? { overall: null, overallDisplay: null })}`,
  };
  const tableNote = 'The table below gives every score.';

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
            title={`${progress.label}: overall score per evaluated test${reference ? `, against your target of ${targetText}` : ''}. ${tableNote}`}
            xLabels={xLabels}
            series={[overallSeries]}
            yMin={overallY.min}
            yMax={overallY.max}
            reference={reference}
          />
          <ScoreEstimateNote exam={progress.exam} />
        </div>
        {progress.groups.map((group) => {
          const values = group.series.flatMap((line) => line.values);
          const y = percent
            ? chartRange(values, null, { min: 0, max: 100 })
            : chartRange(values, criteriaReference?.value ?? null, { min: 0, max: progress.scale.max });
          const name = group.taskTitle ? `${group.taskTitle} criteria` : 'Criteria';
          return (
            <div className="progress-card" key={group.key}>
              <h3>
                {name}
                {percent ? ' (share of each maximum)' : ''}
              </h3>
              <LineChart
                title={`${progress.label}: ${group.taskTitle ? `${group.taskTitle}, ` : ''}each criterion's score per evaluated test${criteriaReference ? `, against your target of ${targetText}` : ''}. ${tableNote}`}
                xLabels={xLabels}
                series={group.series.map((line) => ({
                  key: line.key,
                  // Under a task's own heading the legend needs only the criterion.
                  label: group.taskTitle ? line.criterionLabel : line.label,
                  values: line.values,
                  describe: (index) => `#${index + 1}, ${line.label}: ${scoreWords(line, index, percent)}`,
                }))}
                yMin={y.min}
                yMax={y.max}
                reference={criteriaReference}
                formatY={percent ? (value) => `${value}%` : String}
              />
            </div>
          );
        })}
      </div>
      {!targetInRange && (
        <p className="muted">
          {targetText === '' ? (
            <>
              Add your desired writing score in <Link to="/dashboard/profile">My Profile</Link> to see it as a line on
              the chart.
            </>
          ) : (
            `Your desired writing score (${targetText}) is outside ${progress.label}'s range of ${bounds.min}–${bounds.max}, so it is not drawn.`
          )}
        </p>
      )}
      <ProgressTable progress={progress} />
    </section>
  );
}
