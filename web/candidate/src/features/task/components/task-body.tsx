import { CaseNotes } from '@mocktest/web-shared/case-notes';
import type { ReactNode } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { TaskPrompt } from './task-prompt';

type Task = TaskAttemptFieldsFragment['mockTest']['tasks'][number];

/**
 * A task and its answer area. An OET letter puts the case notes in a panel beside the writing task and the answer
 * box (above them on a narrow screen), so the candidate reads the notes while writing, as in the exam.
 */
export function TaskBody({ task, children }: { task: Task; children: ReactNode }) {
  if (!task.oetCase) {
    return (
      <>
        <TaskPrompt task={task} />
        {children}
      </>
    );
  }
  return (
    <div className="task-split">
      <div className="task-split__notes">
        <CaseNotes notes={task.oetCase} />
      </div>
      <div className="task-split__main">
        <TaskPrompt task={task} />
        {children}
      </div>
    </div>
  );
}
