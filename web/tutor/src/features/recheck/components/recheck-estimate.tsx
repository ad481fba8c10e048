import { useQuery } from '@apollo/client/react';
import type { CriterionScoreInput, ExamKey } from '../../../gql/graphql';
import { overallPreviewQuery } from '../../grading/graphql/overall-preview.query';

type RecheckEstimateProps = {
  exam: ExamKey;
  /** The original attempt: what the server scored itself there (TOEFL Build a Sentence) counts, as at publishing. */
  originalAttemptId: string;
  criterionScores: CriterionScoreInput[];
  originalDisplay: string | null;
};

/**
 * The updated estimate the candidate will see with the verdicts, from the server's formula, recomputed as each new
 * score changes; beside it the evaluation's own, so the tutor sees what the rewrite moved.
 */
export function RecheckEstimate({ exam, originalAttemptId, criterionScores, originalDisplay }: RecheckEstimateProps) {
  const { data, previousData } = useQuery(overallPreviewQuery, {
    // With the attempt given, the server takes the test's tasks from it.
    variables: { exam, attemptId: originalAttemptId, taskKeys: [], criterionScores },
  });
  // While a changed score is being computed, the last figure stays rather than flickering away.
  const display = (data ?? previousData)?.overallPreview?.display ?? null;
  return (
    <div className="live-overall recheck-estimate" aria-live="polite">
      <p className="live-overall-score">
        Estimate with these scores: <strong>{display ?? 'computing…'}</strong>
        {originalDisplay ? <span className="muted"> (was {originalDisplay})</span> : null}
      </p>
      <p className="muted small">What the candidate sees with your verdicts, by the exam's formula.</p>
    </div>
  );
}
