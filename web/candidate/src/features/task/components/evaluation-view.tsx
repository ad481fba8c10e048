import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { comparedTasks } from '../lib/answer-diff';
import { AnchoredComments } from './anchored-comments';
import { AnswerComparison } from './answer-comparison';
import { AnswerTabs } from './answer-tabs';
import { BuildSentenceResult } from './build-sentence-result';
import { LabelTextList, PlainAnswers } from './evaluation-lists';
import { EvaluationScore } from './evaluation-score';
import { ModelAnswers } from './model-answers';
import { RewritePanel } from './rewrite-panel';
import { useEvaluation } from './use-evaluation';

type Attempt = TaskAttemptFieldsFragment;
type Evaluation = NonNullable<Attempt['evaluation']>;

/**
 * The tutor's evaluation, what to do first: the overall score and the per-criterion table against the candidate's
 * desired writing score, then the general feedback and the three label:text lists; then the answer under three tabs
 * (the revision's changes, the tutor's comments on passages, the answer as written), the rewrite, and last the model
 * answers.
 */
export function EvaluationView({ attempt, evaluation }: { attempt: Attempt; evaluation: Evaluation }) {
  const { written, criterion, criterionLabel, taskTitle, targetText, revisionHeld } = useEvaluation(attempt);

  return (
    <article className="evaluation" aria-labelledby="evaluation-title">
      <h2 id="evaluation-title" className="evaluation__title">
        Evaluation
      </h2>
      <EvaluationScore
        attempt={attempt}
        evaluation={evaluation}
        targetText={targetText}
        criterion={criterion}
        taskTitle={taskTitle}
      />
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
                    criterionLabel={criterionLabel}
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
      <RewritePanel attempt={attempt} criterionLabel={criterionLabel} />
      <ModelAnswers answers={attempt.modelAnswers} titled={written.length > 1} />
    </article>
  );
}
