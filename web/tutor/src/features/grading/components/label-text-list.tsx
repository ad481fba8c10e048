import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { EvaluationFormValues, LabelTextListName } from '../lib/evaluation-form';

type LabelTextListProps = {
  name: LabelTextListName;
  title: string;
  /** The name of one row, e.g. 'strength', used in 'Add strength' and 'Strength 2'. */
  itemName: string;
  readOnly: boolean;
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An editable list of label + text rows (e.g. 'Task response' : 'You answer every part of the question.'). */
export function LabelTextList({ name, title, itemName, readOnly }: LabelTextListProps) {
  const listId = useId();
  const { control, register } = useFormContext<EvaluationFormValues>();
  // react-hook-form keys each row with an id of its own, stable while rows are edited and removed.
  const { fields: rows, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="form-section">
      <legend>{title}</legend>
      {rows.length === 0 ? <p className="muted small">Nothing added yet.</p> : null}
      <ol className="label-text-rows">
        {rows.map((row, index) => {
          const rowName = `${capitalise(itemName)} ${index + 1}`;
          const base = `${listId}-${row.id}`;
          return (
            <li key={row.id} className="label-text-row">
              <p className="row-name" id={`${base}-name`}>
                {rowName}
              </p>
              <div className="field">
                <label id={`${base}-label-caption`} htmlFor={`${base}-label`}>
                  Label
                </label>
                <input
                  id={`${base}-label`}
                  aria-labelledby={`${base}-name ${base}-label-caption`}
                  readOnly={readOnly}
                  maxLength={200}
                  {...register(`${name}.${index}.label`)}
                />
              </div>
              <div className="field">
                <label id={`${base}-text-caption`} htmlFor={`${base}-text`}>
                  Text
                </label>
                <textarea
                  id={`${base}-text`}
                  aria-labelledby={`${base}-name ${base}-text-caption`}
                  rows={2}
                  readOnly={readOnly}
                  maxLength={5000}
                  {...register(`${name}.${index}.text`)}
                />
              </div>
              {readOnly ? null : (
                <button
                  type="button"
                  className="button button--icon"
                  aria-label="Remove"
                  title={`Remove ${itemName} ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`Add ${itemName}`}
          onClick={() => append({ label: '', text: '' }, { shouldFocus: false })}
        >
          <span aria-hidden="true">+ </span>Add
        </button>
      )}
    </fieldset>
  );
}
