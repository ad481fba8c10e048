import { useQuery } from '@apollo/client/react';
import { ScoreEstimateNote } from '@mocktest/web-shared/ui';
import { Link } from 'react-router';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { desiredWritingScore, gapText, targetValue } from '../../../shared/lib/desired-score';
import { AttemptRewriteQuery } from '../graphql/rewrite.operations';
import { TaskRubricQuery } from '../graphql/task.operations';
import { comparedTasks } from '../lib/answer-diff';
import { writtenTasks } from '../lib/sentence-order';
import { AnchoredComments } from './anchored-comments';
import { AnswerComparison } from './answer-comparison';
import { AnswerTabs } from './answer-tabs';
import { BuildSentenceResult } from './build-sentence-result';
import { ModelAnswers } from './model-answers';
import { RewritePanel } from './rewrite-panel';

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

// IELTS scores each criterion in bands, as it reports the writing score: only there does a criterion compare with the
// desired writing score directly (OET, PTE and TOEFL criteria run on scales of their own).
const criteriaOnTargetScale = (exam: string) => exam === 'IELTSAcademic' || exam === 'IELTSGeneral';

/** The candidate's answers as submitted, each under its task's title when the test has several. */
function PlainAnswers({ tasks, answers }: { tasks: { key: string; title: string }[]; answers: Attempt['answers'] }) {
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

/**
 * The tutor's evaluation, what to do first: the overall score and the per-criterion table against the candidate's
 * desired writing score, then the general feedback and the three label:text lists; then the answer under three tabs
 * (the revision's changes, the tutor's comments on passages, the answer as written), the rewrite, and last the model
 * answers.
 */
export function EvaluationView({ attempt, evaluation }: { attempt: Attempt; evaluation: Evaluation }) {
  const { data } = useQuery(TaskRubricQuery);
  const { profile } = useAuth();
  const rubric = data?.exams.find((exam) => exam.key === attempt.mockTest.exam)?.rubric;
  const tasks = attempt.mockTest.tasks;
  // The tutor's revision and comments concern the written tasks; Build a Sentence has its own result.
  const written = writtenTasks(tasks);
  const criterion = (taskKey: string, key: string) =>
    rubric?.criteria.find((c) => c.key === key && (c.taskKey === null || c.taskKey === taskKey));
  const taskTitle = (taskKey: string) => tasks.find((task) => task.key === taskKey)?.title ?? taskKey;
  const showTask = tasks.length > 1;
  // The target the candidate gave for this attempt's exam, never another exam's.
  const targetText = desiredWritingScore(profile, attempt.mockTest.exam);
  const target = targetValue(targetText);
  const perCriterionTarget = target !== null && criteriaOnTargetScale(attempt.mockTest.exam);
  const overall = evaluation.overall;
  // While a rewrite waits for its released recheck the server holds the revision back (the rewrite panel reads the
  // same query, so this costs no request of its own).
  const rewrite = useQuery(AttemptRewriteQuery, { variables: { attemptId: attempt.id } }).data?.attempt?.rewrite;
  const revisionHeld = rewrite != null && rewrite.checks.length === 0;

  return (
    <article className="evaluation" aria-labelledby="evaluation-title">
      <h2 id="evaluation-title" className="evaluation__title">
        Evaluation
      </h2>
      <section className="evaluation__section">
        <h3>Score</h3>
        <div className="evaluation__headline">
          <p className="evaluation__score">{overall?.display ?? 'Not scored'}</p>
          {targetText === '' ? (
            <p className="evaluation__target">
              Add your desired writing score in <Link to="/dashboard/profile">My Profile</Link> to see how far this
              answer is from it.
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
      <section className="evaluation__section">
        <h3>General Feedback</h3>
        <div className="feedback-text">{evaluation.feedback}</div>
      </section>
      <LabelTextList title="Strengths" items={evaluation.strengths} />
      <LabelTextList title="Weaknesses" items={evaluation.weaknesses} />
      <LabelTextList title="Areas of Improvement" items={evaluation.areasOfImprovement} />
      {attempt.sentenceItems.length > 0 && <BuildSentenceResult attempt={attempt} />}
      {written.length > 0 && (
        <AnswerTabs
          label="Your answer and your tutor's work on it"
          tabs={[
            {
              key: 'changes',
              label: 'Changes',
              panel: () => (
                <AnswerComparison
                  tasks={comparedTasks(written, attempt.answers, evaluation.revisedAnswers)}
                  revisionHeld={revisionHeld}
                />
              ),
            },
            {
              key: 'comments',
              label: 'Comments',
              panel: () =>
                evaluation.comments.length === 0 ? (
                  <section className="evaluation__section" aria-labelledby="anchored-comments-title">
                    <h3 id="anchored-comments-title">Comments on your answer</h3>
                    <p className="muted">Your tutor did not comment on particular passages of your answer.</p>
                  </section>
                ) : (
                  <AnchoredComments
                    tasks={written}
                    answers={attempt.answers}
                    comments={evaluation.comments}
                    criterionLabel={(taskKey, key) => criterion(taskKey, key)?.label ?? key}
                  />
                ),
            },
            {
              key: 'answer',
              label: 'Your answer',
              panel: () => <PlainAnswers tasks={written} answers={attempt.answers} />,
            },
          ]}
        />
      )}
      <RewritePanel attempt={attempt} criterionLabel={(taskKey, key) => criterion(taskKey, key)?.label ?? key} />
      <ModelAnswers answers={attempt.modelAnswers} titled={written.length > 1} />
    </article>
  );
}
