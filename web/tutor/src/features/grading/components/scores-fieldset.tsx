import { useFormContext, useWatch } from 'react-hook-form';
import type { EvaluationFormValues } from '../lib/evaluation-form';
import { type ScoreField, scoreDescriptor } from '../lib/score-fields';

type ScoresFieldsetProps = {
  fields: ScoreField[];
  scoring: string;
  rubricVersion: string;
  readOnly: boolean;
};

/**
 * One select per task and applicable rubric criterion, with the rubric's own words on how scores combine and, under
 * each select, the one-line descriptor of the chosen score (the select's description).
 */
export function ScoresFieldset({ fields, scoring, rubricVersion, readOnly }: ScoresFieldsetProps) {
  const { control, register } = useFormContext<EvaluationFormValues>();
  const scores = useWatch({ control, name: 'scores' });
  const chosen = fields.filter((field) => (scores[field.id] ?? '') !== '').length;
  return (
    <fieldset className="form-section">
      <legend>Scores</legend>
      <p className="rubric-scoring">
        {scoring} <span className="muted small">(rubric {rubricVersion})</span>
      </p>
      <p className="muted small">
        Tip: with a score list focused, type a digit to jump to that score (e.g. 8); the line under the list says what
        the chosen score stands for.
      </p>
      <p className="muted small" aria-live="polite">
        {chosen} of {fields.length} scores chosen
      </p>
      <div className="score-grid">
        {fields.map((field) => {
          const inputId = `score-${field.id}`;
          const descriptorId = `${inputId}-descriptor`;
          const descriptor = scoreDescriptor(field, scores[field.id]);
          return (
            <div className="field" key={field.id}>
              <label htmlFor={inputId}>{field.label}</label>
              <select
                id={inputId}
                disabled={readOnly}
                aria-describedby={descriptor ? descriptorId : undefined}
                {...register(`scores.${field.id}`)}
              >
                <option value="">Not scored</option>
                {field.options.map((option) => (
                  <option key={option} value={String(option)}>
                    {option}
                  </option>
                ))}
              </select>
              {descriptor && (
                <p id={descriptorId} className="score-descriptor muted small">
                  {descriptor}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
