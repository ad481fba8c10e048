import type { TaskStep } from '../lib/task-step';

type TaskStepLineProps = {
  step: TaskStep;
  title: string;
  minutes: number;
  /** Why the previous task closed and that this one has started, shown once after moving on. */
  notice: string | null;
};

/**
 * PTE and TOEFL: which task of the test runs now ("Task 1 of 2") and its own time; the tasks come one after the
 * other, each on its own clock, as in the exam.
 */
export function TaskStepLine({ step, title, minutes, notice }: TaskStepLineProps) {
  return (
    <div className="task-step">
      <p className="task-step__line">
        <span className="task-step__count">
          Task {step.index + 1} of {step.count}
        </span>
        <span className="task-step__title">{title}</span>
        <span className="task-step__time">{minutes} minutes on its own clock</span>
      </p>
      {/* Announced by the page's own live region (TaskPage), which is there before the task changes. */}
      {notice && (
        <p className="notice notice--info task-step__notice">
          <span>{notice}</span>
        </p>
      )}
    </div>
  );
}
