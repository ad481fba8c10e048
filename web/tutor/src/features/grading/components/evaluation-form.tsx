import type { DescribedError } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { EvaluationFormValues, LabelTextListName } from '../lib/evaluation-form';
import type { ScoreField } from '../lib/score-fields';
import { type ShortcutHandlers, useGradingShortcuts } from '../lib/use-grading-shortcuts';
import { KeyboardShortcuts } from './keyboard-shortcuts';
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

/**
 * The revised answer of each written task: one box per task, under the task's title when the test has several, each
 * starting as the candidate's answer of that task.
 */
function RevisedAnswers({ tasks, readOnly }: { tasks: { key: string; title: string }[]; readOnly: boolean }) {
  const { register } = useFormContext<EvaluationFormValues>();
  const hint = readOnly ? null : (
    <p className="muted small" id="revised-answer-hint">
      {tasks.length > 1
        ? "Each part starts as the candidate's answer to it; rewrite it into the improved version."
        : "Starts as the candidate's answer; rewrite it into the improved version."}
    </p>
  );
  const box = (key: string, id: string) => (
    <textarea
      id={id}
      rows={14}
      readOnly={readOnly}
      maxLength={20000}
      aria-describedby={readOnly ? undefined : 'revised-answer-hint'}
      {...register(`revisedAnswers.${key}`)}
    />
  );
  const [only] = tasks;
  if (tasks.length === 1 && only) {
    return (
      <div className="form-section field">
        <label htmlFor="revised-answer">Revised Answer</label>
        {hint}
        {box(only.key, 'revised-answer')}
      </div>
    );
  }
  return (
    <fieldset className="form-section revised-answers">
      <legend>Revised Answer</legend>
      {hint}
      {tasks.map((task) => (
        <div key={task.key} className="field">
          <label htmlFor={`revised-answer-${task.key}`}>{task.title}</label>
          {box(task.key, `revised-answer-${task.key}`)}
        </div>
      ))}
    </fieldset>
  );
}

/** The tutor's grading form; its state lives in the workspace's react-hook-form, so it survives every server error. */
export function EvaluationForm(props: EvaluationFormProps) {
  const { fields, scoring, rubricVersion, readOnly, busy, serverError } = props;
  const { register } = useFormContext<EvaluationFormValues>();
  const errorRef = useRef<HTMLDivElement>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const shortcuts: ShortcutHandlers = {
    focusScore: ({ index }) => {
      const field = fields[index];
      if (field) document.getElementById(`score-${field.id}`)?.focus();
    },
    toggleHelp: () => setShortcutsOpen((open) => !open),
  };
  // Only where the form has Save draft (not while amending): a press while a save runs is swallowed, not repeated.
  if (!props.onCancelAmend) shortcuts.saveDraft = () => busy === null && props.onSaveDraft();
  useGradingShortcuts(shortcuts, !readOnly);

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
      {readOnly ? null : <KeyboardShortcuts open={shortcutsOpen} onToggle={setShortcutsOpen} />}
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

      <RevisedAnswers tasks={props.answers.tasks} readOnly={readOnly} />

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
