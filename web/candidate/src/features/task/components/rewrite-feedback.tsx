import { useQuery } from '@apollo/client/react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { TaskRubricQuery } from '../graphql/task.operations';
import './rewrite-feedback.css';

type Evaluation = NonNullable<TaskAttemptFieldsFragment['evaluation']>;

type RewriteFeedbackProps = {
  evaluation: Evaluation;
  exam: string;
  taskKey: string;
  /** The original answer of this task, which the tutor's comments point into. */
  answer: string;
};

function Items({ title, items }: { title: string; items: { label: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="rewrite-feedback__list">
        {items.map((item) => (
          <li key={`${item.label}:${item.text}`}>
            <strong>{item.label}:</strong> {item.text}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What the rewrite is meant to apply, beside its editor: the tutor's general feedback, weaknesses, areas of
 * improvement and the comments on this task's passages. The tutor's revision and the model answers stay out: they
 * would let the rewrite be copied, and come back with the recheck.
 */
export function RewriteFeedback({ evaluation, exam, taskKey, answer }: RewriteFeedbackProps) {
  const { data } = useQuery(TaskRubricQuery);
  const criteria = data?.exams.find((item) => item.key === exam)?.rubric.criteria ?? [];
  const label = (key: string) =>
    criteria.find((c) => c.key === key && (c.taskKey === null || c.taskKey === taskKey))?.label ?? key;
  const comments = evaluation.comments.filter((comment) => comment.taskKey === taskKey);
  return (
    <section className="rewrite-feedback" aria-labelledby={`rewrite-feedback-${taskKey}`}>
      <h3 id={`rewrite-feedback-${taskKey}`}>Your tutor's feedback to apply</h3>
      {evaluation.feedback && <p className="rewrite-feedback__general">{evaluation.feedback}</p>}
      <Items title="Weaknesses" items={evaluation.weaknesses} />
      <Items title="Areas of Improvement" items={evaluation.areasOfImprovement} />
      {comments.length > 0 && (
        <>
          <h4>Comments on this answer</h4>
          <ol className="rewrite-feedback__list">
            {comments.map((comment) => (
              <li key={`${comment.start}:${comment.end}:${comment.criterion}`}>
                <strong>{label(comment.criterion)}</strong>: <q>{answer.slice(comment.start, comment.end)}</q>{' '}
                {comment.text}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
