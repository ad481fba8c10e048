import { ScoreEstimateNote } from '@mocktest/web-shared/ui';
import { Link } from 'react-router';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { gapText, targetValue } from '../../../shared/lib/desired-score';

type Evaluation = NonNullable<TaskAttemptFieldsFragment['evaluation']>;

// IELTS scores each criterion in bands, as it reports the writing score: only there does a criterion compare with the
// desired writing score directly (OET, PTE and TOEFL criteria run on scales of their own).
const criteriaOnTargetScale = (exam: string) => exam === 'IELTSAcademic' || exam === 'IELTSGeneral';

type EvaluationScoreProps = {
  attempt: TaskAttemptFieldsFragment;
  evaluation: Evaluation;
  /** The candidate's desired writing score for this exam, as given ('' when none). */
  targetText: string;
  criterion: (taskKey: string, key: string) => { label: string; max: number } | undefined;
  taskTitle: (taskKey: string) => string;
};

/** The overall score against the desired writing score, then the per-criterion table. */
export function EvaluationScore({ attempt, evaluation, targetText, criterion, taskTitle }: EvaluationScoreProps) {
  const showTask = attempt.mockTest.tasks.length > 1;
  const target = targetValue(targetText);
  const perCriterionTarget = target !== null && criteriaOnTargetScale(attempt.mockTest.exam);
  const overall = evaluation.overall;
  return (
    <section className="evaluation__section">
      <h3>Score</h3>
      <div className="evaluation__headline">
        <p className="evaluation__score">{overall?.display ?? 'Not scored'}</p>
        {targetText === '' ? (
          <p className="evaluation__target">
            Add your desired writing score in <Link to="/dashboard/profile">My Profile</Link> to see how far this answer
            is from it.
          </p>
        ) : (
          <p className="evaluation__target">
            Your desired writing score: <strong>{targetText}</strong>
            {overall && target !== null && <> ({`this answer ${gapText(overall.value, target)}`})</>}
          </p>
        )}
      </div>
      <ScoreEstimateNote exam={attempt.mockTest.exam} overall={overall} />
      {evaluation.criterionScores.length > 0 && (
        <table className="score-table">
          <caption className="visually-hidden">Scores per criterion</caption>
          <thead>
            <tr>
              {showTask && <th scope="col">Task</th>}
              <th scope="col">Criterion</th>
              <th scope="col">Score</th>
              {perCriterionTarget && <th scope="col">Against your target ({targetText})</th>}
            </tr>
          </thead>
          <tbody>
            {evaluation.criterionScores.map((score) => {
              const found = criterion(score.taskKey, score.criterion);
              const below = target !== null && score.score < target;
              return (
                <tr key={`${score.taskKey}:${score.criterion}`}>
                  {showTask && <td className="score-table__task">{taskTitle(score.taskKey)}</td>}
                  <td>{found?.label ?? score.criterion}</td>
                  <td>
                    {score.score}
                    {found && <span className="muted"> / {found.max}</span>}
                  </td>
                  {perCriterionTarget && (
                    <td className={below ? 'score-table__gap--below' : undefined}>{gapText(score.score, target)}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
