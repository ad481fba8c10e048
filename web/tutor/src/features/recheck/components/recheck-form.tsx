import { useMutation } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { useState } from 'react';
import type { RecheckItemFieldsFragment } from '../../../gql/graphql';
import { scoreOptions } from '../../second-marking/lib/score-options';
import { publishRecheckMutation } from '../graphql/recheck.operations';
import {
  needsVerdict,
  originalScoreOf,
  prefilledScores,
  recheckRows,
  rowKey,
  type Verdict,
  verdictOptions,
} from '../lib/recheck-form';
import { RecheckEstimate } from './recheck-estimate';

const maxComment = 500;

/**
 * Per criterion of every task: a verdict (required where the evaluation scored below the maximum), a short comment and
 * the rewrite's new score, prefilled with the original's; then Publish (final).
 */
export function RecheckForm({ item }: { item: RecheckItemFieldsFragment }) {
  const rows = recheckRows(item.original.mockTest.tasks, item.exam.rubric.criteria);
  const originalScores = item.original.evaluation?.criterionScores ?? [];
  const [verdicts, setVerdicts] = useState<Record<string, Verdict>>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  const [scores, setScores] = useState<Record<string, number>>(() => prefilledScores(rows, originalScores));
  const [publish, { loading, error }] = useMutation(publishRecheckMutation);
  const scoreOf = (taskKey: string, criterion: string) => originalScoreOf(originalScores, taskKey, criterion);
  const severalTasks = rows.some((other) => other.taskKey !== rows[0]?.taskKey);
  const nameOf = (row: (typeof rows)[number]) =>
    severalTasks ? `${row.criterion.label} (${row.taskTitle})` : row.criterion.label;
  const missing = rows.filter(
    (row) =>
      needsVerdict(row.criterion.max, scoreOf(row.taskKey, row.criterion.key)) &&
      !verdicts[rowKey(row.taskKey, row.criterion.key)],
  );

  const criterionScores = rows.map((row) => ({
    taskKey: row.taskKey,
    criterion: row.criterion.key,
    score: scores[rowKey(row.taskKey, row.criterion.key)] ?? row.criterion.min,
  }));

  async function submit() {
    const checks = rows.flatMap((row) => {
      const key = rowKey(row.taskKey, row.criterion.key);
      const verdict = verdicts[key];
      return verdict
        ? [{ taskKey: row.taskKey, criterion: row.criterion.key, verdict, comment: comments[key] ?? '' }]
        : [];
    });
    await publish({ variables: { rewriteId: item.rewrite.id, checks, criterionScores } }).catch(() => undefined);
  }

  return (
    <form
      className="recheck-form card"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>Recheck per criterion</h2>
      <p className="muted">
        For each criterion the evaluation scored below the maximum: did the rewrite fix the weakness? Then score the
        rewrite: each score starts at the original's, change the ones that improved (or fell).
      </p>
      {rows.map((row) => {
        const key = rowKey(row.taskKey, row.criterion.key);
        const score = scoreOf(row.taskKey, row.criterion.key);
        const required = needsVerdict(row.criterion.max, score);
        const commentId = `comment-${key}`;
        const scoreId = `score-${key}`;
        return (
          <fieldset key={key} className="recheck-row">
            <legend>
              {row.criterion.label}
              {severalTasks ? ` — ${row.taskTitle}` : ''}
              {score !== undefined ? (
                <span className="muted">
                  {' '}
                  (scored {score} / {row.criterion.max})
                </span>
              ) : null}
              <span className="muted recheck-row__need">
                {required ? ' · verdict required' : ' · at the maximum: verdict optional'}
              </span>
            </legend>
            <div className="recheck-row__verdicts">
              {verdictOptions.map((option) => (
                <label key={option.value} className="recheck-verdict-option">
                  <input
                    type="radio"
                    name={key}
                    value={option.value}
                    checked={verdicts[key] === option.value}
                    onChange={() => setVerdicts((current) => ({ ...current, [key]: option.value }))}
                  />{' '}
                  <span aria-hidden="true">{option.sign}</span> {option.label}
                </label>
              ))}
              {!required && verdicts[key] ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    setVerdicts((current) => {
                      const { [key]: _cleared, ...rest } = current;
                      return rest;
                    })
                  }
                >
                  No verdict
                </button>
              ) : null}
            </div>
            <div className="recheck-row__fields">
              <label htmlFor={scoreId} className="recheck-row__score">
                New score
                <select
                  id={scoreId}
                  className="input"
                  aria-label={`New score for ${nameOf(row)}`}
                  value={String(scores[key] ?? row.criterion.min)}
                  onChange={(event) => setScores((current) => ({ ...current, [key]: Number(event.target.value) }))}
                >
                  {scoreOptions(row.criterion).map((value) => (
                    <option key={value} value={String(value)}>
                      {value}
                    </option>
                  ))}
                </select>
              </label>
              <label htmlFor={commentId} className="visually-hidden">
                Comment on {row.criterion.label}
                {severalTasks ? ` (${row.taskTitle})` : ''}
              </label>
              <input
                id={commentId}
                className="input recheck-row__comment"
                placeholder="Short comment (optional)"
                maxLength={maxComment}
                value={comments[key] ?? ''}
                onChange={(event) => setComments((current) => ({ ...current, [key]: event.target.value }))}
              />
            </div>
          </fieldset>
        );
      })}
      <RecheckEstimate
        exam={item.exam.key}
        originalAttemptId={item.original.id}
        criterionScores={criterionScores}
        originalDisplay={item.original.evaluation?.overall?.display ?? null}
      />
      {error ? <ErrorAlert message={describeError(error).message} /> : null}
      <div className="recheck-form__actions">
        <span className="muted" aria-live="polite">
          {missing.length > 0
            ? `Still needs a verdict: ${missing.map(nameOf).join(', ')}.`
            : 'Every criterion scored below the maximum has a verdict.'}
        </span>
        <button type="submit" className="button button--primary" disabled={missing.length > 0 || loading}>
          {loading ? 'Publishing…' : 'Publish recheck'}
        </button>
      </div>
    </form>
  );
}
