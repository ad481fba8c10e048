import { useFirstRead } from '@mocktest/web-shared/first-read';
import type { GradingItemFieldsFragment } from '../../../gql/graphql';
import { answerFor } from '../lib/answer-text';
import { AttemptFacts } from './attempt-facts';
import { FirstReadSummary } from './first-read-summary';
import { TaskAnswerCard } from './task-answer-card';

/** The left side of the grading page: the attempt's facts and every task with the candidate's answer. */
export function TaskPanel({ item }: { item: GradingItemFieldsFragment }) {
  const { attempt } = item;
  const { firstRead } = useFirstRead(attempt.id);
  return (
    <section className="grade-tasks" aria-label="Tasks and answers">
      <div className="card">
        <AttemptFacts item={item} />
      </div>
      <FirstReadSummary firstRead={firstRead} />
      {attempt.mockTest.tasks.map((task) => (
        <TaskAnswerCard
          key={task.key}
          exam={item.exam.key}
          task={task}
          answer={answerFor(attempt.answers, task.key)}
          hints={attempt.hints.find((entry) => entry.taskKey === task.key)?.hints ?? []}
          withHints={attempt.withHints}
          sentence={{ items: attempt.sentenceItems, score: attempt.sentenceScore }}
          firstRead={{
            flags: firstRead?.status === 'READY' ? firstRead.flags : [],
            criteria: item.exam.rubric.criteria,
          }}
        />
      ))}
    </section>
  );
}
