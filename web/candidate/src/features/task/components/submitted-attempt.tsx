import { formatDateTime } from '@mocktest/web-shared/format';
import { type ReactNode, useId, useState } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { buildSentenceKey } from '../lib/sentence-order';
import { AnswerBox } from './answer-box';
import { BuildSentenceResult } from './build-sentence-result';
import { EvaluationView } from './evaluation-view';
import { FirstReadSection } from './first-read-section';
import { TaskBody } from './task-body';
import { TaskHeader } from './task-header';
import { TaskTabs } from './task-tabs';
import { UnderEvaluationNotice } from './under-evaluation-notice';
import './evaluation.css';

type Task = TaskAttemptFieldsFragment['mockTest']['tasks'][number];

function TaskPanels({ tasks, children }: { tasks: Task[]; children: (task: Task) => ReactNode }) {
  const panelId = useId();
  const [tab, setTab] = useState(0);
  const task = tasks[tab] ?? tasks[0];
  if (!task) return null;
  return (
    <>
      {tasks.length > 1 && (
        <TaskTabs labels={tasks.map((item) => item.title)} selected={tab} onSelect={setTab} panelId={panelId} />
      )}
      <div className="task-panel" id={panelId} role={tasks.length > 1 ? 'tabpanel' : undefined}>
        <TaskBody task={task}>{children(task)}</TaskBody>
      </div>
    </>
  );
}

/**
 * A submitted attempt. Under evaluation: the stored answers read-only and the waiting notice. Evaluated: the evaluation
 * first (score, feedback, then the changes, comments and answer in tabs), the tasks as they were set below it.
 */
export function SubmittedAttempt({ attempt }: { attempt: TaskAttemptFieldsFragment }) {
  const tasks = attempt.mockTest.tasks;
  const wide = tasks.some((task) => task.oetCase);
  const answerText = (key: string) => attempt.answers.find((answer) => answer.taskKey === key)?.text ?? '';
  const header = (
    <TaskHeader title={attempt.mockTest.title}>
      {attempt.submittedAt && (
        <p className="task-header__meta">
          Submitted {formatDateTime(attempt.submittedAt)}
          {attempt.timedOut && ' (after the time ran out)'}
        </p>
      )}
    </TaskHeader>
  );

  if (attempt.evaluation) {
    return (
      <div className={`task-screen${wide ? ' task-screen--wide' : ''}`}>
        {header}
        <EvaluationView attempt={attempt} evaluation={attempt.evaluation} />
        <section className="evaluated-task" aria-labelledby="evaluated-task-title">
          <h2 id="evaluated-task-title" className="evaluated-task__title">
            {tasks.length > 1 ? 'The tasks' : 'The task'}
          </h2>
          <TaskPanels tasks={tasks}>{() => null}</TaskPanels>
        </section>
      </div>
    );
  }

  return (
    <div className={`task-screen${wide ? ' task-screen--wide' : ''}`}>
      {header}
      <UnderEvaluationNotice deadlineAt={attempt.deadlineAt} overdue={attempt.overdue} />
      <TaskPanels tasks={tasks}>
        {(task) =>
          task.key === buildSentenceKey ? (
            <BuildSentenceResult attempt={attempt} />
          ) : (
            <AnswerBox key={task.key} value={answerText(task.key)} readOnly />
          )
        }
      </TaskPanels>
      <div className="task-actions">
        <span className="muted">Your answer has been submitted and can no longer be changed.</span>
        <button type="button" className="button button--primary button--large" disabled>
          Submit
        </button>
      </div>
      <FirstReadSection attemptId={attempt.id} tasks={tasks} answers={attempt.answers} />
    </div>
  );
}
