import type { SecondMarkingItemQuery } from '../../../gql/graphql';
import { SentenceResult } from '../../grading/components/sentence-result';
import { buildSentenceTaskKey } from '../../grading/lib/answer-text';

type Marking = NonNullable<SecondMarkingItemQuery['secondMarking']>;

/** The candidate's answers, one card per task (the sentence task shows its result instead of a text). */
export function SecondMarkingAnswers({ marking }: { marking: Marking }) {
  const answerOf = (taskKey: string) => marking.attempt.answers.find((answer) => answer.taskKey === taskKey);
  return (
    <div className="second-marking-answers">
      {marking.attempt.mockTest.tasks.map((task) => (
        <article className="card" key={task.key} aria-labelledby={`answer-${task.key}`}>
          <h2 id={`answer-${task.key}`}>{task.title}</h2>
          <p className="muted small second-marking-prompt">{task.prompt}</p>
          {task.key === buildSentenceTaskKey ? (
            <SentenceResult items={marking.attempt.sentenceItems} score={marking.attempt.sentenceScore} />
          ) : (
            <>
              <div className="second-marking-answer">{answerOf(task.key)?.text ?? ''}</div>
              <p className="muted small">{answerOf(task.key)?.wordCount ?? 0} words</p>
            </>
          )}
        </article>
      ))}
    </div>
  );
}
