import type { DescribedError } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import {
  type EvaluationFormState,
  type LabelTextListName,
  type LabelTextRow,
  newRowId,
} from '../lib/evaluation-form-state';
import type { ScoreField } from '../lib/score-fields';
import { LabelTextList } from './label-text-list';
import { ScoresFieldset } from './scores-fieldset';

type EvaluationFormProps = {
  form: EvaluationFormState;
  onFormChange: (update: (form: EvaluationFormState) => EvaluationFormState) => void;
  fields: ScoreField[];
  scoring: string;
  rubricVersion: string;
  readOnly: boolean;
  busy: 'save' | 'publish' | null;
  serverError: DescribedError | null;
  onSaveDraft: () => void;
  onPublish: () => void;
};

const lists: { name: LabelTextListName; title: string; itemName: string }[] = [
  { name: 'strengths', title: 'Strengths', itemName: 'strength' },
  { name: 'weaknesses', title: 'Weaknesses', itemName: 'weakness' },
  { name: 'areasOfImprovement', title: 'Areas of Improvement', itemName: 'area of improvement' },
];

function errorTitle(error: DescribedError): string {
  if (error.code === 'BAD_USER_INPUT') return 'The evaluation is not complete yet.';
  if (error.code === 'CONFLICT') return 'The evaluation could not be changed.';
  return 'The evaluation could not be sent.';
}

/** The tutor's grading form; it is fully controlled so its state survives every server error. */
export function EvaluationForm(props: EvaluationFormProps) {
  const { form, onFormChange, fields, scoring, rubricVersion, readOnly, busy, serverError } = props;
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The error sits by the buttons at the end of a long form; bring it into view when it appears.
    if (serverError) errorRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [serverError]);

  function updateList(name: LabelTextListName, update: (rows: LabelTextRow[]) => LabelTextRow[]) {
    onFormChange((current) => ({ ...current, [name]: update(current[name]) }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a text field must not publish; publishing always goes through the confirmation.
    event.preventDefault();
  }

  return (
    <form className="evaluation-form" onSubmit={handleSubmit} aria-label="Evaluation">
      <ScoresFieldset
        fields={fields}
        scores={form.scores}
        scoring={scoring}
        rubricVersion={rubricVersion}
        readOnly={readOnly}
        onChange={(fieldId, value) =>
          onFormChange((current) => ({ ...current, scores: { ...current.scores, [fieldId]: value } }))
        }
      />

      {lists.map((list) => (
        <LabelTextList
          key={list.name}
          title={list.title}
          itemName={list.itemName}
          rows={form[list.name]}
          readOnly={readOnly}
          onAdd={() => updateList(list.name, (rows) => [...rows, { id: newRowId(), label: '', text: '' }])}
          onChange={(rowId, change) =>
            updateList(list.name, (rows) => rows.map((row) => (row.id === rowId ? { ...row, ...change } : row)))
          }
          onRemove={(rowId) => updateList(list.name, (rows) => rows.filter((row) => row.id !== rowId))}
        />
      ))}

      <div className="form-section field">
        <label htmlFor="general-feedback">General Feedback</label>
        <textarea
          id="general-feedback"
          rows={6}
          value={form.feedback}
          readOnly={readOnly}
          maxLength={20000}
          onChange={(event) => onFormChange((current) => ({ ...current, feedback: event.target.value }))}
        />
      </div>

      <div className="form-section field">
        <label htmlFor="revised-answer">Revised Answer</label>
        {readOnly ? null : (
          <p className="muted small" id="revised-answer-hint">
            Starts as the candidate's answer; rewrite it into the improved version.
          </p>
        )}
        <textarea
          id="revised-answer"
          rows={14}
          value={form.revisedAnswer}
          readOnly={readOnly}
          maxLength={20000}
          aria-describedby={readOnly ? undefined : 'revised-answer-hint'}
          onChange={(event) => onFormChange((current) => ({ ...current, revisedAnswer: event.target.value }))}
        />
      </div>

      <div ref={errorRef}>
        {serverError ? <ErrorAlert title={errorTitle(serverError)} message={serverError.message} /> : null}
      </div>

      {readOnly ? null : (
        <div className="form-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={props.onSaveDraft}
            disabled={busy !== null}
            aria-busy={busy === 'save'}
          >
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={props.onPublish}
            disabled={busy !== null}
            aria-busy={busy === 'publish'}
          >
            Publish
          </button>
        </div>
      )}
    </form>
  );
}
