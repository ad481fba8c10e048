import { useFormContext, useWatch } from 'react-hook-form';
import type { EvaluationFormValues } from '../lib/evaluation-form';
import { type ScoreField, scoreDescriptor } from '../lib/score-fields';
import { gradingShortcutFor, steppedScore } from '../lib/use-grading-shortcuts';

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
  const { control, register, setValue } = useFormContext<EvaluationFormValues>();
  const scores = useWatch({ control, name: 'scores' });
  const chosen = fields.filter((field) => (scores[field.id] ?? '') !== '').length;
  return (
    <fieldset className="form-section">
      <legend>Scores</legend>
      <p className="rubric-scoring">
        {scoring} <span className="muted small">(rubric {rubricVersion})</span>
      </p>
      <p className="muted small">
        Tip: Alt+Shift+1 to 9 goes to the first nine score lists; in a list, type a digit to jump to that score (e.g.
        8), or press + and − for the next and the previous score. The line under the list says what the chosen score
        stands for.
      </p>
      <p className="muted small" aria-live="polite">
        {chosen} of {fields.length} scores chosen
      </p>
      <div className="score-grid">
        {fields.map((field) => {
          const inputId = `score-${field.id}`;
          const descriptorId = `${inputId}-descriptor`;
          const descriptor = scoreDescriptor(field, scores[field.id]);
          const position = fields.indexOf(field) + 1;
          return (
            <div className="field" key={field.id}>
              <label htmlFor={inputId}>{field.label}</label>
              <select
                id={inputId}
                disabled={readOnly}
                aria-describedby={descriptor ? descriptorId : undefined}
                aria-keyshortcuts={position <= 9 ? `Alt+Shift+${position}` : undefined}
                data-shortcut-target="scoreSelect"
                {...register(`scores.${field.id}`)}
                onKeyDown={(event) => {
                  const shortcut = gradingShortcutFor(event.nativeEvent, 'scoreSelect');
                  if (shortcut?.action !== 'stepScore') return;
                  event.preventDefault();
                  const next = steppedScore(field.options, scores[field.id] ?? '', shortcut.by);
                  setValue(`scores.${field.id}`, next, { shouldDirty: true, shouldValidate: false });
                }}
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
