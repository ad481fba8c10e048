import type { DescribedError } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { EvaluationFormValues, LabelTextListName } from '../lib/evaluation-form';
import type { ScoreField } from '../lib/score-fields';
import { type ShortcutHandlers, useGradingShortcuts } from '../lib/use-grading-shortcuts';
import { EvaluationFormActions } from './evaluation-form-actions';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { LabelTextList } from './label-text-list';
import { type CommentableAnswers, PassageComments } from './passage-comments';
import { RevisedAnswers } from './revised-answers';
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

      <EvaluationFormActions
        readOnly={readOnly}
        busy={busy}
        onSaveDraft={props.onSaveDraft}
        onPublish={props.onPublish}
        onCancelAmend={props.onCancelAmend}
      />
    </form>
  );
}
