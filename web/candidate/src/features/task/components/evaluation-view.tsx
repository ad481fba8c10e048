import { useQuery } from '@apollo/client/react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { TaskRubricQuery } from '../graphql/task.operations';

type Attempt = TaskAttemptFieldsFragment;
type Evaluation = NonNullable<Attempt['evaluation']>;

function LabelTextList({ title, items }: { title: string; items: { label: string; text: string }[] }) {
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

/** The tutor's evaluation: score with its breakdown, the three label:text lists, revised answer, feedback. */
export function EvaluationView({ attempt, evaluation }: { attempt: Attempt; evaluation: Evaluation }) {
  const { data } = useQuery(TaskRubricQuery);
  const rubric = data?.exams.find((exam) => exam.key === attempt.mockTest.exam)?.rubric;
  const tasks = attempt.mockTest.tasks;
  const criterionLabel = (taskKey: string, key: string) =>
    rubric?.criteria.find((c) => c.key === key && (c.taskKey === null || c.taskKey === taskKey))?.label ?? key;
  const criterionMax = (taskKey: string, key: string) =>
    rubric?.criteria.find((c) => c.key === key && (c.taskKey === null || c.taskKey === taskKey))?.max;
  const taskTitle = (taskKey: string) => tasks.find((task) => task.key === taskKey)?.title ?? taskKey;
  const showTask = tasks.length > 1;

  return (
    <article className="evaluation" aria-labelledby="evaluation-title">
      <h2 id="evaluation-title" className="evaluation__title">
        Evaluation
      </h2>
      <section className="evaluation__section">
        <h3>Score</h3>
        <p className="evaluation__score">{evaluation.overall?.display ?? 'Not scored'}</p>
        {evaluation.criterionScores.length > 0 && (
          <table className="score-table">
            <caption className="visually-hidden">Scores per criterion</caption>
            <thead>
              <tr>
                {showTask && <th scope="col">Task</th>}
                <th scope="col">Criterion</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {evaluation.criterionScores.map((score) => {
                const max = criterionMax(score.taskKey, score.criterion);
                return (
                  <tr key={`${score.taskKey}:${score.criterion}`}>
                    {showTask && <td>{taskTitle(score.taskKey)}</td>}
                    <td>{criterionLabel(score.taskKey, score.criterion)}</td>
                    <td>
                      {score.score}
                      {max !== undefined && <span className="muted"> / {max}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <LabelTextList title="Strengths" items={evaluation.strengths} />
      <LabelTextList title="Weaknesses" items={evaluation.weaknesses} />
      <LabelTextList title="Areas of Improvement" items={evaluation.areasOfImprovement} />
      <section className="evaluation__section">
        <h3>Revised Answer</h3>
        <div className="revised-answer">{evaluation.revisedAnswer}</div>
      </section>
      <section className="evaluation__section">
        <h3>General Feedback</h3>
        <div className="feedback-text">{evaluation.feedback}</div>
      </section>
    </article>
  );
}
