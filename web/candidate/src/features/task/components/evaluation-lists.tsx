import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';

/** A titled list of label: text entries (strengths, weaknesses, areas of improvement). */
export function LabelTextList({ title, items }: { title: string; items: { label: string; text: string }[] }) {
  return (
    <section className="evaluation__section">
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">None noted.</p>
      ) : (
        <ul className="label-text-list">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a published evaluation never changes; labels may repeat
            <li key={index}>
              <strong>{item.label}:</strong> {item.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type PlainAnswersProps = {
  tasks: { key: string; title: string }[];
  answers: TaskAttemptFieldsFragment['answers'];
};

/** The candidate's answers as submitted, each under its task's title when the test has several. */
export function PlainAnswers({ tasks, answers }: PlainAnswersProps) {
  const answered = tasks
    .map((task) => ({ task, text: answers.find((answer) => answer.taskKey === task.key)?.text ?? '' }))
    .filter((entry) => entry.text.trim() !== '');
  return (
    <section className="evaluation__section plain-answers" aria-labelledby="plain-answers-title">
      <h3 id="plain-answers-title">Your answer</h3>
      {answered.length === 0 ? (
        <p className="muted">You did not write an answer.</p>
      ) : (
        answered.map(({ task, text }) => (
          <div key={task.key} className="plain-answers__task">
            {tasks.length > 1 && <h4>{task.title}</h4>}
            <div className="answer-comparison__text">{text.trim()}</div>
          </div>
        ))
      )}
    </section>
  );
}
