import { type EstimatedOverall, overallWithRounding, scoreEstimate } from '../format/score-estimate';

/**
 * Names an overall score an estimate and says in one sentence how it is derived (both apps, under the score). Given
 * the overall score, it also shows what the product rounded it from where it did (IELTS: the weighted mean).
 */
export function ScoreEstimateNote({
  exam,
  overall,
  className,
}: {
  exam: string;
  overall?: EstimatedOverall | null;
  className?: string;
}) {
  const { label, note } = scoreEstimate(exam);
  if (note === '') return null;
  const rounded = overall ? overallWithRounding(exam, overall) : null;
  return (
    <p className={`muted score-estimate-note${className ? ` ${className}` : ''}`}>
      <strong>{label}.</strong> {rounded && rounded !== overall?.display ? `${rounded}. ` : ''}
      {note}
    </p>
  );
}
