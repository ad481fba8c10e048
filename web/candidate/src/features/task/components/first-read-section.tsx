import { dialectNote, useFirstRead } from '@mocktest/web-shared/first-read';
import { writtenTasks } from '../lib/sentence-order';
import { FirstReadTask } from './first-read-flag-list';
import './first-read.css';

const caution =
  "This is a machine check of spelling, grammar, repeated words, length and paragraphing, not a mark: it gives no band or score, it can miss errors and it can flag correct text. Your tutor's evaluation follows.";

type FirstReadSectionProps = {
  attemptId: string;
  /** The submitted attempt's tasks and answers, which the flags point into. */
  tasks: readonly { key: string; title: string }[];
  answers: readonly { taskKey: string; text: string }[];
  className?: string;
};

/**
 * The automatic first read of a submitted attempt, while the candidate waits for the tutor: the mechanical points a
 * checker found in each written answer, labelled as a machine's, without band or score. Asked for again every few
 * seconds while it is being prepared. Nothing while the test runs (the server gives none under exam conditions).
 */
export function FirstReadSection({ attemptId, tasks, answers, className }: FirstReadSectionProps) {
  const { firstRead } = useFirstRead(attemptId);
  if (!firstRead) return null;
  // Build a Sentence's answer holds positions, not prose: the checker does not read it.
  const written = writtenTasks(tasks)
    .map((task) => ({ task, text: answers.find((answer) => answer.taskKey === task.key)?.text ?? '' }))
    .filter((entry) => entry.text.trim() !== '');
  return (
    <section className={className ? `first-read ${className}` : 'first-read'} aria-labelledby="first-read-title">
      <h2 id="first-read-title" className="first-read__title">
        Automatic first read <span className="first-read-badge">Machine check</span>
      </h2>
      <p className="first-read__caution">{caution}</p>
      <div role="status">
        {firstRead.status === 'PENDING' ? (
          <p className="first-read__state">Your automatic first read is being prepared; it appears here in a moment.</p>
        ) : null}
        {firstRead.status === 'UNAVAILABLE' ? (
          <p className="first-read__state">
            The automatic first read could not be prepared for this answer. Your tutor's evaluation is not affected.
          </p>
        ) : null}
        {firstRead.status === 'READY' && firstRead.flags.length === 0 ? (
          <p className="first-read__state">No mechanical points found.</p>
        ) : null}
      </div>
      {firstRead.status === 'READY' ? <p className="muted small">{dialectNote(firstRead.dialect)}</p> : null}
      {firstRead.status === 'READY' && firstRead.flags.length > 0
        ? written.map(({ task, text }) => (
            <FirstReadTask
              key={task.key}
              taskKey={task.key}
              title={written.length > 1 ? task.title : null}
              text={text}
              flags={firstRead.flags}
            />
          ))
        : null}
    </section>
  );
}
