import { type FlagView, flagKindLabel, taskFlags } from '@mocktest/web-shared/first-read';
import { TaskHintsPanel, type TaskHintView } from '@mocktest/web-shared/hints';
import { AnnotatedAnswer } from '@mocktest/web-shared/passages';
import { countsLetterBody } from '@mocktest/web-shared/writing-rules';
import type { GradingItemFieldsFragment } from '../../../gql/graphql';
import { advisoryWords, answerLength, buildSentenceTaskKey, outsideAdvice } from '../lib/answer-text';
import { flagUnderlines } from '../lib/first-read-comments';
import { type CriterionRef, FirstReadFlags, listenForFlagClicks } from './first-read-flags';
import { useReadingPane } from './reading-pane';
import { SentenceResult, type SentenceResultItem, type SentenceResultScore } from './sentence-result';
import { ModelAnswer, TaskMaterial } from './task-material';

type Task = GradingItemFieldsFragment['attempt']['mockTest']['tasks'][number];
type Answer = GradingItemFieldsFragment['attempt']['answers'][number];

/**
 * One task: everything the candidate was given, then the answer with its word count, then the model answer. TOEFL
 * Build a Sentence shows the server's result per item instead, since its answer text only holds positions.
 */
export function TaskAnswerCard({
  exam,
  task,
  answer,
  hints,
  withHints,
  sentence,
  firstRead,
}: {
  /** The exam's key (OETNurses, IELTSAcademic, ...): an OET letter's length is its body's. */
  exam: string;
  task: Task;
  answer: Answer | undefined;
  /** The task's hints: tutors always see them, whether or not the candidate practised with them. */
  hints: readonly TaskHintView[];
  withHints: boolean;
  /** The attempt's Build a Sentence items and score, shown for that task. */
  sentence?: { items: readonly SentenceResultItem[]; score: SentenceResultScore | null | undefined };
  /** The automatic first read's flags of the attempt (every task's) and the rubric's criteria, for its comments. */
  firstRead?: { flags: readonly FlagView[]; criteria: readonly CriterionRef[] };
}) {
  const advice = advisoryWords(task.minWords, task.maxWords);
  const length = answerLength(exam, answer?.text ?? '', answer?.wordCount ?? 0);
  const offAdvice = answer ? outsideAdvice(length.words, task.minWords, task.maxWords) : false;
  const headingId = `task-${task.key}-title`;
  const pane = useReadingPane();
  const text = answer?.text ?? '';
  const flags = taskFlags(firstRead?.flags ?? [], task.key, text);
  const underlines = pane?.showFlags
    ? flagUnderlines(task.key, text, flags, (flag) => `${flagKindLabel(flag.kind)}: ${flag.message}`)
    : [];
  return (
    <article className="card task-card" aria-labelledby={headingId}>
      <header className="task-card-header">
        <h2 id={headingId}>{task.title}</h2>
        <span className="muted small">{task.minutes} min</span>
      </header>
      {task.instructions ? <p className="task-instructions">{task.instructions}</p> : null}
      <TaskMaterial task={task} />
      <TaskHintsPanel
        hints={hints}
        idPrefix={`grade-${task.key}`}
        note={
          withHints
            ? 'The candidate practised with hints and saw these while writing.'
            : 'Not shown to the candidate, who wrote under exam conditions.'
        }
      />
      {task.key === buildSentenceTaskKey ? (
        <SentenceResult items={sentence?.items ?? []} score={sentence?.score} />
      ) : (
        <>
          <h3 className="answer-title">Candidate's answer</h3>
          <p className="word-count">
            <span className={offAdvice ? 'word-count-value word-count-off' : 'word-count-value'}>{length.label}</span>
            {advice ? (
              <span className="muted">
                {' '}
                · advisory: {advice}
                {countsLetterBody(exam) ? ' in the body' : ''}
              </span>
            ) : null}
          </p>
          {answer && answer.text.trim() !== '' ? (
            // The reading pane: passages selected here are commented on in the form; commented ones are marked.
            <>
              <AnnotatedAnswer
                ref={(element) => {
                  pane?.register(task.key, element);
                  listenForFlagClicks(element);
                }}
                className="answer-text reading-answer"
                text={answer.text}
                passages={pane?.passages[task.key] ?? []}
                underlines={underlines}
              />
              <FirstReadFlags
                taskKey={task.key}
                taskTitle={task.title}
                text={answer.text}
                flags={flags}
                criteria={firstRead?.criteria ?? []}
              />
            </>
          ) : (
            <p className="answer-text answer-empty">No answer was written for this task.</p>
          )}
        </>
      )}
      <ModelAnswer task={task} />
    </article>
  );
}
