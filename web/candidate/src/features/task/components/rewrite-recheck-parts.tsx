import type { RewriteFieldsFragment, TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { verdictText } from '../lib/rewrite-path';
import { writtenTasks } from '../lib/sentence-order';

type Attempt = TaskAttemptFieldsFragment;

/** The tutor's verdict per criterion on whether the rewrite fixed each weakness, with their comments. */
export function RecheckTable({
  attempt,
  rewrite,
  criterionLabel,
}: {
  attempt: Attempt;
  rewrite: RewriteFieldsFragment;
  criterionLabel: (taskKey: string, key: string) => string;
}) {
  const tasks = writtenTasks(attempt.mockTest.tasks);
  const showTask = tasks.length > 1;
  const taskTitle = (key: string) => tasks.find((task) => task.key === key)?.title ?? key;
  return (
    <table className="score-table recheck-table">
      <caption className="visually-hidden">The tutor's recheck of your rewrite, per criterion</caption>
      <thead>
        <tr>
          {showTask && <th scope="col">Task</th>}
          <th scope="col">Criterion</th>
          <th scope="col">Weakness fixed?</th>
          <th scope="col">Tutor's comment</th>
        </tr>
      </thead>
      <tbody>
        {rewrite.checks.map((check) => {
          const verdict = verdictText[check.verdict] ?? { sign: '', text: check.verdict };
          return (
            <tr key={`${check.taskKey}:${check.criterion}`}>
              {showTask && <td>{taskTitle(check.taskKey)}</td>}
              <td>{criterionLabel(check.taskKey, check.criterion)}</td>
              <td className={`recheck-verdict recheck-verdict--${check.verdict.toLowerCase()}`}>
                <span aria-hidden="true">{verdict.sign} </span>
                {verdict.text}
              </td>
              <td>{check.comment || <span className="muted">No comment</span>}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The rewrite's own texts, folded, one per written task. */
export function RewriteText({ attempt, rewrite }: { attempt: Attempt; rewrite: RewriteFieldsFragment }) {
  const tasks = writtenTasks(attempt.mockTest.tasks);
  return (
    <details className="rewrite-text">
      <summary>Your rewrite</summary>
      {tasks.map((task) => {
        const text = rewrite.answers.find((answer) => answer.taskKey === task.key)?.text ?? '';
        return (
          <div key={task.key}>
            {tasks.length > 1 && <h4>{task.title}</h4>}
            <div className="feedback-text">{text || <span className="muted">Not rewritten.</span>}</div>
          </div>
        );
      })}
    </details>
  );
}
