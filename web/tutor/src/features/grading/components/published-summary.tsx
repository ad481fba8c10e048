import { formatDateTime } from '@mocktest/web-shared/format';
import { ScoreEstimateNote } from '@mocktest/web-shared/ui';
import type { GradingItemFieldsFragment } from '../../../gql/graphql';

type Evaluation = NonNullable<GradingItemFieldsFragment['evaluation']>;

/** The headline of a published evaluation: the overall score as the exam reports it. */
export function PublishedSummary({
  evaluation,
  exam,
  amendable = false,
}: {
  evaluation: Evaluation;
  exam: string;
  /** Its publisher may still amend it (before the release): then it is not called read-only. */
  amendable?: boolean;
}) {
  return (
    <section className="card published-summary" aria-labelledby="overall-score-title">
      <h2 id="overall-score-title" className="summary-label">
        Overall score
      </h2>
      <p className="overall-score">{evaluation.overall?.display ?? 'Not available'}</p>
      {evaluation.overall?.grade ? <p className="muted">Grade {evaluation.overall.grade}</p> : null}
      <ScoreEstimateNote exam={exam} overall={evaluation.overall} />
      <p className="muted small">
        Published {formatDateTime(evaluation.publishedAt)}.{' '}
        {amendable ? 'You can amend it until the candidate receives it.' : 'This evaluation is read-only.'}
      </p>
    </section>
  );
}
