import type { GradingItemFieldsFragment } from '../../../gql/graphql';
import { answerFor } from '../lib/answer-text';
import { AttemptFacts } from './attempt-facts';
import { TaskAnswerCard } from './task-answer-card';

/** The left side of the grading page: the attempt's facts and every task with the candidate's answer. */
export function TaskPanel({ item }: { item: GradingItemFieldsFragment }) {
  const { attempt } = item;
  return (
    <section className="grade-tasks" aria-label="Tasks and answers">
      <div className="card">
        <AttemptFacts item={item} />
      </div>
      {attempt.mockTest.tasks.map((task) => (
        <TaskAnswerCard
          key={task.key}
          exam={item.exam.key}
          task={task}
          answer={answerFor(attempt.answers, task.key)}
          hints={attempt.hints.find((entry) => entry.taskKey === task.key)?.hints ?? []}
          withHints={attempt.withHints}
          sentence={{ items: attempt.sentenceItems, score: attempt.sentenceScore }}
        />
      ))}
    </section>
  );
}
