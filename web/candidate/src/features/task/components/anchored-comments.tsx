import { AnnotatedAnswer } from '@mocktest/web-shared/passages';
import './anchored-comments.css';

type Comment = { taskKey: string; start: number; end: number; criterion: string; text: string };

type AnchoredCommentsProps = {
  tasks: { key: string; title: string }[];
  answers: { taskKey: string; text: string }[];
  comments: Comment[];
  /** The criterion's name as the exam's rubric gives it. */
  criterionLabel: (taskKey: string, key: string) => string;
};

/**
 * The candidate's answer with the passages the tutor commented on marked and numbered, each comment below its answer
 * with the same number and the criterion it concerns. Numbers run in the tutor's order across the tasks.
 */
export function AnchoredComments({ tasks, answers, comments, criterionLabel }: AnchoredCommentsProps) {
  if (comments.length === 0) return null;
  const numbered = comments.map((comment, index) => ({ ...comment, number: index + 1 }));
  const showTask = tasks.length > 1;
  return (
    <section className="evaluation__section anchored-comments" aria-labelledby="anchored-comments-title">
      <h3 id="anchored-comments-title">Comments on your answer</h3>
      <p className="muted">Each marked passage has a number in brackets; its comment below has the same number.</p>
      {tasks.map((task) => {
        const own = numbered.filter((comment) => comment.taskKey === task.key);
        if (own.length === 0) return null;
        const text = answers.find((answer) => answer.taskKey === task.key)?.text ?? '';
        return (
          <div key={task.key} className="anchored-comments__task">
            {showTask && <h4>{task.title}</h4>}
            <div className="anchored-comments__layout">
              <AnnotatedAnswer className="anchored-comments__answer" text={text} passages={own} />
              <ol className="anchored-comments__list" aria-label={`Comments on ${task.title}`}>
                {own.map((comment) => (
                  <li key={comment.number} className="anchored-comment" value={comment.number}>
                    <p className="anchored-comment__head">
                      <span className="anchored-comment__number">[{comment.number}]</span>{' '}
                      <strong>{criterionLabel(comment.taskKey, comment.criterion)}</strong>
                    </p>
                    <p className="anchored-comment__quote">
                      <q>{text.slice(comment.start, comment.end)}</q>
                    </p>
                    <p className="anchored-comment__text">{comment.text}</p>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        );
      })}
    </section>
  );
}
