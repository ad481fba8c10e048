import { CaseNotes } from '@mocktest/web-shared/case-notes';
import { TaskHintsPanel, type TaskHintView } from '@mocktest/web-shared/hints';
import type { ReactNode } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { TaskPrompt } from './task-prompt';

type Task = TaskAttemptFieldsFragment['mockTest']['tasks'][number];

/**
 * A task and its answer area. An OET letter puts the case notes in a panel beside the writing task and the answer
 * box (above them on a narrow screen), so the candidate reads the notes while writing, as in the exam.
 */
export function TaskBody({
  task,
  hints = [],
  children,
}: {
  task: Task;
  hints?: readonly TaskHintView[];
  children: ReactNode;
}) {
  // Only an attempt started with "Practice with hints" receives any: under exam conditions the list is empty.
  const hintsPanel = (
    <TaskHintsPanel
      hints={hints}
      idPrefix={`task-${task.key}`}
      note="You chose to practise with hints. The real exam gives none of this."
    />
  );
  if (!task.oetCase) {
    return (
      <>
        <TaskPrompt task={task} />
        {hintsPanel}
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
        {hintsPanel}
        {children}
      </div>
    </div>
  );
}
