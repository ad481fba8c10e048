import { scoreEstimate } from '../format/score-estimate';

/** Names an overall score an estimate and says in one sentence how it is derived (both apps, under the score). */
export function ScoreEstimateNote({ exam, className }: { exam: string; className?: string }) {
  const { label, note } = scoreEstimate(exam);
  if (note === '') return null;
  return (
    <p className={`muted score-estimate-note${className ? ` ${className}` : ''}`}>
      <strong>{label}.</strong> {note}
    </p>
  );
}
