import { formatDateTime } from '@mocktest/web-shared/format';
import { useId, useState } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { AnswerBox } from './answer-box';
import { EvaluationView } from './evaluation-view';
import { TaskBody } from './task-body';
import { TaskHeader } from './task-header';
import { TaskTabs } from './task-tabs';
import { UnderEvaluationNotice } from './under-evaluation-notice';

/** A submitted attempt: the stored answers read-only, then the evaluation or the waiting notice. */
export function SubmittedAttempt({ attempt }: { attempt: TaskAttemptFieldsFragment }) {
  const panelId = useId();
  const [tab, setTab] = useState(0);
  const tasks = attempt.mockTest.tasks;
  const task = tasks[tab] ?? tasks[0];
  const answerText = (key: string) => attempt.answers.find((answer) => answer.taskKey === key)?.text ?? '';

  return (
    <div className={`task-screen${task?.oetCase ? ' task-screen--wide' : ''}`}>
      <TaskHeader title={attempt.mockTest.title}>
        {attempt.submittedAt && (
          <p className="task-header__meta">
            Submitted {formatDateTime(attempt.submittedAt)}
            {attempt.timedOut && ' (after the time ran out)'}
          </p>
        )}
      </TaskHeader>
      {attempt.evaluation ? (
        <div className="notice notice--success" role="status">
          <p>
            Your evaluation is ready{attempt.evaluation.overall ? `: ${attempt.evaluation.overall.display}` : ''}.{' '}
            <a href="#evaluation-title">Read the evaluation</a>
          </p>
        </div>
      ) : (
        <UnderEvaluationNotice deadlineAt={attempt.deadlineAt} overdue={attempt.overdue} />
      )}
      {tasks.length > 1 && (
        <TaskTabs labels={tasks.map((item) => item.title)} selected={tab} onSelect={setTab} panelId={panelId} />
      )}
      {task && (
        <div className="task-panel" id={panelId} role={tasks.length > 1 ? 'tabpanel' : undefined}>
          <TaskBody task={task}>
            <AnswerBox key={task.key} value={answerText(task.key)} readOnly />
          </TaskBody>
        </div>
      )}
      <div className="task-actions">
        <span className="muted">Your answer has been submitted and can no longer be changed.</span>
        <button type="button" className="button button--primary button--large" disabled>
          Submit
        </button>
      </div>
      {attempt.evaluation && <EvaluationView attempt={attempt} evaluation={attempt.evaluation} />}
    </div>
  );
}
