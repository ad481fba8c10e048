import type { RecheckItemFieldsFragment } from '../../../gql/graphql';
import { writtenTasks } from '../../grading/lib/answer-text';

function AnswerColumn({ title, parts }: { title: string; parts: { heading: string | null; text: string }[] }) {
  return (
    <section className="side-by-side__column card" aria-label={title}>
      <h3>{title}</h3>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed texts, shown in the tasks' order
        <div key={index}>
          {part.heading ? <h4>{part.heading}</h4> : null}
          <div className="side-by-side__text">{part.text || <span className="muted">No answer.</span>}</div>
        </div>
      ))}
    </section>
  );
}

/** The original answer, the tutor's revised answer and the rewrite, side by side (stacked on a phone). */
export function SideBySide({ item }: { item: RecheckItemFieldsFragment }) {
  // A rewrite covers the written tasks only: Build a Sentence (scored by the server) has nothing to compare.
  const tasks = writtenTasks(item.original.mockTest.tasks);
  const perTask = (answers: { taskKey: string; text: string }[]) =>
    tasks.map((task) => ({
      heading: tasks.length > 1 ? task.title : null,
      text: answers.find((answer) => answer.taskKey === task.key)?.text ?? '',
    }));
  return (
    <div className="side-by-side">
      <AnswerColumn title="Original answer" parts={perTask(item.original.answers)} />
      <AnswerColumn
        title="Revised answer (evaluation)"
        parts={[{ heading: null, text: item.original.evaluation?.revisedAnswer ?? '' }]}
      />
      <AnswerColumn title="Rewrite" parts={perTask(item.rewrite.answers)} />
    </div>
  );
}
