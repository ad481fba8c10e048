import type { ScoreField } from '../lib/score-fields';

type ScoresFieldsetProps = {
  fields: ScoreField[];
  scores: Record<string, string>;
  scoring: string;
  rubricVersion: string;
  readOnly: boolean;
  onChange: (fieldId: string, value: string) => void;
};

/** One select per task and applicable rubric criterion, with the rubric's own words on how scores combine. */
export function ScoresFieldset({ fields, scores, scoring, rubricVersion, readOnly, onChange }: ScoresFieldsetProps) {
  const chosen = fields.filter((field) => (scores[field.id] ?? '') !== '').length;
  return (
    <fieldset className="form-section">
      <legend>Scores</legend>
      <p className="rubric-scoring">
        {scoring} <span className="muted small">(rubric {rubricVersion})</span>
      </p>
      <p className="muted small" aria-live="polite">
        {chosen} of {fields.length} scores chosen
      </p>
      <div className="score-grid">
        {fields.map((field) => {
          const inputId = `score-${field.id}`;
          return (
            <div className="field" key={field.id}>
              <label htmlFor={inputId}>{field.label}</label>
              <select
                id={inputId}
                value={scores[field.id] ?? ''}
                disabled={readOnly}
                onChange={(event) => onChange(field.id, event.target.value)}
              >
                <option value="">Not scored</option>
                {field.options.map((option) => (
                  <option key={option} value={String(option)}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
