import { useId } from 'react';
import type { LabelTextRow } from '../lib/evaluation-form-state';

type LabelTextListProps = {
  title: string;
  /** The name of one row, e.g. 'strength', used in 'Add strength' and 'Strength 2'. */
  itemName: string;
  rows: LabelTextRow[];
  readOnly: boolean;
  onAdd: () => void;
  onChange: (rowId: string, change: Partial<Pick<LabelTextRow, 'label' | 'text'>>) => void;
  onRemove: (rowId: string) => void;
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An editable list of label + text rows (e.g. 'Task response' : 'You answer every part of the question.'). */
export function LabelTextList({ title, itemName, rows, readOnly, onAdd, onChange, onRemove }: LabelTextListProps) {
  const listId = useId();
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
                  value={row.label}
                  readOnly={readOnly}
                  maxLength={200}
                  onChange={(event) => onChange(row.id, { label: event.target.value })}
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
                  value={row.text}
                  readOnly={readOnly}
                  maxLength={5000}
                  onChange={(event) => onChange(row.id, { text: event.target.value })}
                />
              </div>
              {readOnly ? null : (
                <button
                  type="button"
                  className="button button--icon"
                  aria-label="Remove"
                  title={`Remove ${itemName} ${index + 1}`}
                  onClick={() => onRemove(row.id)}
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
          onClick={onAdd}
        >
          <span aria-hidden="true">+ </span>Add
        </button>
      )}
    </fieldset>
  );
}
