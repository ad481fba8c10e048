import { useFormContext } from 'react-hook-form';
import type { EvaluationFormValues } from '../lib/evaluation-form';

/**
 * The revised answer of each written task: one box per task, under the task's title when the test has several, each
 * starting as the candidate's answer of that task.
 */
export function RevisedAnswers({ tasks, readOnly }: { tasks: { key: string; title: string }[]; readOnly: boolean }) {
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
