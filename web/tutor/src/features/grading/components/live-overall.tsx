import { useQuery } from '@apollo/client/react';
import { type Control, useWatch } from 'react-hook-form';
import type { EvaluationInput, ExamKey } from '../../../gql/graphql';
import { overallPreviewQuery } from '../graphql/overall-preview.query';
import { chosenScores } from '../lib/chosen-scores';
import type { EvaluationFormValues } from '../lib/evaluation-form';
import type { ScoreField } from '../lib/score-fields';

export type OverallPreview = { display: string | null; chosen: number; total: number };

/**
 * The overall the chosen scores give, from the server's formula, recomputed as each score changes. The attempt's id
 * lets the server count what it scored itself (TOEFL Build a Sentence), as publishing does.
 */
export function useOverallPreview(
  exam: ExamKey,
  attemptId: string,
  fields: ScoreField[],
  control: Control<EvaluationFormValues, unknown, EvaluationInput>,
): OverallPreview {
  const scores = useWatch({ control, name: 'scores' });
  const chosen = chosenScores(scores, fields);
  const { data, previousData } = useQuery(overallPreviewQuery, {
    variables: { exam, attemptId, taskKeys: chosen.taskKeys, criterionScores: chosen.criterionScores },
    skip: !chosen.complete,
  });
  // While a changed score is being computed, the last figure stays rather than flickering away.
  const display = chosen.complete ? ((data ?? previousData)?.overallPreview?.display ?? null) : null;
  return { display, chosen: chosen.criterionScores.length, total: fields.length };
}

/** The live overall, read out politely as it changes; the formula in words sits under Scores just below. */
export function LiveOverall({ preview }: { preview: OverallPreview }) {
  return (
    <div className="live-overall" aria-live="polite">
      <p className="live-overall-score">
        Overall:{' '}
        <strong>{preview.display ?? `choose every score (${preview.chosen} of ${preview.total} chosen)`}</strong>
      </p>
      <p className="muted small">Computed as you choose, by the exam's formula shown under Scores.</p>
    </div>
  );
}
