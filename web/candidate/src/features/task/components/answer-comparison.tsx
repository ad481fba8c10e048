import { compareAnswers, type DiffSegment } from '@mocktest/web-shared/word-diff';
import { useId, useMemo } from 'react';
import type { ComparedTask } from '../lib/answer-diff';
import { phoneQuery, useMediaQuery } from '../lib/use-media-query';
import { Segments } from './diff-segments';
import './answer-comparison.css';

// Words only: a comma the tutor added is shown, but not counted as a word.
const countWords = (segments: DiffSegment[], kind: DiffSegment['kind']) =>
  segments
    .filter((segment) => segment.kind === kind)
    .reduce((sum, segment) => sum + segment.text.split(/\s+/).filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length, 0);

/** One task's answer beside its revision (or alone when the tutor did not revise it). */
function TaskComparison({
  task,
  comparison,
  titled,
  phone,
  anyRevision,
}: {
  task: ComparedTask;
  comparison: ReturnType<typeof compareAnswers>;
  titled: boolean;
  phone: boolean;
  anyRevision: boolean;
}) {
  const { original, revised } = task;
  const hasRevision = revised.trim() !== '';
  // Under a task's title the columns' headings go one level down, and the regions name the task.
  const Heading = titled ? 'h5' : 'h4';
  const named = (name: string) => (titled ? `${name}, ${task.title}` : name);
  return (
    <>
      {titled && anyRevision && !hasRevision && <p className="muted">Your tutor did not revise this part.</p>}
      {phone && hasRevision && original.trim() !== '' ? (
        <section className="answer-comparison__inline" aria-label={named("Your answer with the tutor's changes")}>
          <div className="answer-comparison__text">
            <Segments segments={comparison.inline} />
          </div>
        </section>
      ) : (
        <div className="answer-comparison__columns">
          <section className="answer-comparison__column" aria-label={named('Your answer')}>
            <Heading>Your answer</Heading>
            <div className="answer-comparison__text">
              {original.trim() === '' ? (
                <span className="muted">You did not write an answer.</span>
              ) : hasRevision ? (
                <Segments segments={comparison.original} />
              ) : (
                original
              )}
            </div>
          </section>
          {hasRevision && (
            <section className="answer-comparison__column" aria-label={named("Tutor's revision")}>
              <Heading>Tutor's revision</Heading>
              <div className="answer-comparison__text answer-comparison__text--revised">
                <Segments segments={comparison.revised} />
              </div>
            </section>
          )}
        </div>
      )}
    </>
  );
}

/**
 * Each written task's answer beside the tutor's revision of it, compared word by word: removed words struck through
 * on the left, added words underlined on the right; under each task's title when the test has several. On a phone,
 * one column instead of two copies one above the other: the answer with the removed words struck through and the
 * added words underlined where they go.
 */
export function AnswerComparison({
  tasks,
  revisionHeld = false,
}: {
  tasks: ComparedTask[];
  /** A rewrite of this answer waits for its recheck: the revision is put away until then. */
  revisionHeld?: boolean;
}) {
  const titleId = useId();
  const phone = useMediaQuery(phoneQuery);
  const comparisons = useMemo(() => tasks.map((task) => compareAnswers(task.original, task.revised)), [tasks]);
  const revisedParts = comparisons.filter((_comparison, index) => tasks[index]?.revised.trim() !== '');
  const added = revisedParts.reduce((sum, comparison) => sum + countWords(comparison.revised, 'added'), 0);
  const removed = revisedParts.reduce((sum, comparison) => sum + countWords(comparison.original, 'removed'), 0);
  const hasRevision = revisedParts.length > 0;
  const changed = revisedParts.some((comparison) => comparison.changed);
  const titled = tasks.length > 1;

  return (
    <section className="evaluation__section answer-comparison" aria-labelledby={titleId}>
      <h3 id={titleId}>Revised Answer</h3>
      {hasRevision ? (
        <p className="answer-comparison__legend">
          {changed
            ? `Your tutor added ${added} ${added === 1 ? 'word' : 'words'} and removed ${removed}. `
            : 'Your tutor kept your answer as it was. '}
          <span className="answer-comparison__key">
            <span className="diff-removed">Struck through</span>: removed from your answer.{' '}
            <span className="diff-added">Underlined</span>: added in the revision.
          </span>
        </p>
      ) : revisionHeld ? (
        <p className="muted">
          Your tutor's revised answer is put away while your rewrite waits for its recheck, so that the rewrite is your
          own work. It comes back with the recheck.
        </p>
      ) : (
        <p className="muted">Your tutor did not write a revised answer.</p>
      )}
      {tasks.map((task, index) => {
        const body = (
          <TaskComparison
            key={task.key}
            task={task}
            comparison={comparisons[index] as ReturnType<typeof compareAnswers>}
            titled={titled}
            phone={phone}
            anyRevision={hasRevision}
          />
        );
        if (!titled) return body;
        return (
          <section key={task.key} className="answer-comparison__task" aria-labelledby={`${titleId}-${task.key}`}>
            <h4 id={`${titleId}-${task.key}`}>{task.title}</h4>
            {body}
          </section>
        );
      })}
    </section>
  );
}
