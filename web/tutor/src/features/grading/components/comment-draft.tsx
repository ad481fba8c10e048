import type { RefObject } from 'react';
import type { CommentBank } from '../lib/use-comment-bank';
import { CommentTextBox } from './comment-text-box';

type Criterion = { key: string; label: string };

type CommentDraftProps = {
  baseId: string;
  /** The index of the comment being edited; null for a new one. */
  editing: number | null;
  taskTitle: string;
  passage: string;
  criteria: Criterion[];
  criterion: string;
  onCriterion: (key: string) => void;
  text: string;
  onText: (text: string) => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
  bank: CommentBank;
  onAddAnother: () => void;
  onCancel: () => void;
  onSave: () => void;
};

/** The comment being written on a passage: its criterion and text (with the comment bank), then Add or Save. */
export function CommentDraft(props: CommentDraftProps) {
  const { baseId, editing, criteria, criterion } = props;
  const criterionLabel = criteria.find((c) => c.key === criterion)?.label ?? criterion;
  return (
    <fieldset className="passage-draft">
      <legend>{editing === null ? 'New comment' : `Edit comment [${editing + 1}]`}</legend>
      <p className="small">
        Passage in {props.taskTitle}: <q className="passage-quote">{props.passage}</q>
      </p>
      {editing === null ? null : (
        <p className="small">
          This passage already has a comment, opened here to edit.{' '}
          <button type="button" className="button button--secondary button--small" onClick={props.onAddAnother}>
            Add another comment instead
          </button>
        </p>
      )}
      <div className="field">
        <label htmlFor={`${baseId}-criterion`}>Criterion</label>
        <select
          id={`${baseId}-criterion`}
          value={criterion}
          onChange={(event) => props.onCriterion(event.target.value)}
        >
          {criteria.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <CommentTextBox
        id={`${baseId}-comment`}
        textRef={props.textRef}
        value={props.text}
        onChange={props.onText}
        bank={props.bank}
        criterion={criterion}
        criterionLabel={criterionLabel}
      />
      <div className="form-actions">
        <button type="button" className="button button--secondary button--small" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary button--small" onClick={props.onSave}>
          {editing === null ? 'Add comment' : 'Save comment'}
        </button>
      </div>
    </fieldset>
  );
}
