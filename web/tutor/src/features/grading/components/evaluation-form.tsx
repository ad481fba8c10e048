import type { DescribedError } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { EvaluationFormValues, LabelTextListName } from '../lib/evaluation-form';
import type { ScoreField } from '../lib/score-fields';
import { LabelTextList } from './label-text-list';
import { type CommentableAnswers, PassageComments } from './passage-comments';
import { ScoresFieldset } from './scores-fieldset';

type EvaluationFormProps = {
  fields: ScoreField[];
  scoring: string;
  rubricVersion: string;
  /** The submitted answers and the rubric, for comments on passages. */
  answers: CommentableAnswers;
  readOnly: boolean;
  busy: 'save' | 'publish' | null;
  serverError: DescribedError | null;
  onSaveDraft: () => void;
  onPublish: () => void;
  /** Set while a published evaluation is being amended: the actions become Cancel and Publish amendment. */
  onCancelAmend?: () => void;
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

/** The tutor's grading form; its state lives in the workspace's react-hook-form, so it survives every server error. */
export function EvaluationForm(props: EvaluationFormProps) {
  const { fields, scoring, rubricVersion, readOnly, busy, serverError } = props;
  const { register } = useFormContext<EvaluationFormValues>();
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The error sits by the buttons at the end of a long form; bring it into view when it appears.
    if (serverError) errorRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [serverError]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a text field must not publish; publishing always goes through the confirmation.
    event.preventDefault();
  }

  return (
    <form className="evaluation-form" onSubmit={handleSubmit} aria-label="Evaluation">
      <ScoresFieldset fields={fields} scoring={scoring} rubricVersion={rubricVersion} readOnly={readOnly} />

      <PassageComments answers={props.answers} readOnly={readOnly} />

      {lists.map((list) => (
        <LabelTextList
          key={list.name}
          name={list.name}
          title={list.title}
          itemName={list.itemName}
          readOnly={readOnly}
        />
      ))}

      <div className="form-section field">
        <label htmlFor="general-feedback">General Feedback</label>
        <textarea id="general-feedback" rows={6} readOnly={readOnly} maxLength={20000} {...register('feedback')} />
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
          readOnly={readOnly}
          maxLength={20000}
          aria-describedby={readOnly ? undefined : 'revised-answer-hint'}
          {...register('revisedAnswer')}
        />
      </div>

      <div ref={errorRef}>
        {serverError ? <ErrorAlert title={errorTitle(serverError)} message={serverError.message} /> : null}
      </div>

      {!readOnly && props.onCancelAmend ? (
        <div className="form-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={props.onCancelAmend}
            disabled={busy !== null}
          >
            Cancel amend
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={props.onPublish}
            disabled={busy !== null}
            aria-busy={busy === 'publish'}
          >
            Publish amendment
          </button>
        </div>
      ) : null}
      {readOnly || props.onCancelAmend ? null : (
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
