import { ConfirmDialog } from '@mocktest/web-shared/ui';
import type { Answers } from '../lib/draft-storage';
import { summarizeParts } from '../lib/submit-summary';
import type { TaskStep } from '../lib/task-step';
import { SubmitSummary } from './submit-summary';

const submitQuestion =
  'Are you sure you want to submit your answer? Note: You cannot change the answer once you submit it.';
const submitTaskQuestion =
  'Are you sure you want to submit this task? You cannot come back to it: the next task starts at once with its own time.';

type SubmitConfirmDialogProps = {
  open: boolean;
  /** The summary is worked out only while the dialog is asked for. */
  summaryShown: boolean;
  step: TaskStep | null;
  forTask: boolean;
  exam: Parameters<typeof summarizeParts>[0];
  partTasks: Parameters<typeof summarizeParts>[1];
  answers: Answers;
  remainingMs: number;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Submit your answer?" with each part's word count and the time left. */
export function SubmitConfirmDialog(props: SubmitConfirmDialogProps) {
  const { open, summaryShown, step, forTask, exam, partTasks, answers, remainingMs, onConfirm, onCancel } = props;
  return (
    <ConfirmDialog
      open={open}
      title={step && !step.last ? `Submit task ${step.index + 1} of ${step.count}` : 'Submit your answer'}
      description={forTask ? submitTaskQuestion : submitQuestion}
      className="submit-dialog"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {summaryShown && (
        <SubmitSummary parts={summarizeParts(exam, partTasks, answers)} remainingMs={remainingMs} forTask={forTask} />
      )}
    </ConfirmDialog>
  );
}
