import { useMutation } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { useState } from 'react';
import type { RecheckItemFieldsFragment } from '../../../gql/graphql';
import { publishRecheckMutation } from '../graphql/recheck.operations';
import { recheckRows, rowKey, type Verdict, verdictOptions } from '../lib/recheck-form';

const maxComment = 500;

/** One verdict and a short comment per criterion of every task, then Publish (final). */
export function RecheckForm({ item }: { item: RecheckItemFieldsFragment }) {
  const rows = recheckRows(item.original.mockTest.tasks, item.exam.rubric.criteria);
  const [verdicts, setVerdicts] = useState<Record<string, Verdict>>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  const [publish, { loading, error }] = useMutation(publishRecheckMutation);
  const missing = rows.filter((row) => !verdicts[rowKey(row.taskKey, row.criterion.key)]).length;
  const scoreOf = (taskKey: string, criterion: string) =>
    item.original.evaluation?.criterionScores.find((s) => s.taskKey === taskKey && s.criterion === criterion)?.score;

  async function submit() {
    const checks = rows.map((row) => {
      const key = rowKey(row.taskKey, row.criterion.key);
      return {
        taskKey: row.taskKey,
        criterion: row.criterion.key,
        verdict: verdicts[key] as Verdict,
        comment: comments[key] ?? '',
      };
    });
    await publish({ variables: { rewriteId: item.rewrite.id, checks } }).catch(() => undefined);
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
      <p className="muted">For each criterion: did the rewrite fix the weakness the evaluation found?</p>
      {rows.map((row) => {
        const key = rowKey(row.taskKey, row.criterion.key);
        const score = scoreOf(row.taskKey, row.criterion.key);
        const commentId = `comment-${key}`;
        return (
          <fieldset key={key} className="recheck-row">
            <legend>
              {row.criterion.label}
              {rows.some((other) => other.taskKey !== row.taskKey) ? ` — ${row.taskTitle}` : ''}
              {score !== undefined ? (
                <span className="muted">
                  {' '}
                  (scored {score} / {row.criterion.max})
                </span>
              ) : null}
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
            </div>
            <label htmlFor={commentId} className="visually-hidden">
              Comment on {row.criterion.label}
              {rows.some((other) => other.taskKey !== row.taskKey) ? ` (${row.taskTitle})` : ''}
            </label>
            <input
              id={commentId}
              className="input recheck-row__comment"
              placeholder="Short comment (optional)"
              maxLength={maxComment}
              value={comments[key] ?? ''}
              onChange={(event) => setComments((current) => ({ ...current, [key]: event.target.value }))}
            />
          </fieldset>
        );
      })}
      {error ? <ErrorAlert message={describeError(error).message} /> : null}
      <div className="recheck-form__actions">
        <span className="muted" aria-live="polite">
          {missing > 0 ? `${missing} criteria still need a verdict.` : 'Every criterion has a verdict.'}
        </span>
        <button type="submit" className="button button--primary" disabled={missing > 0 || loading}>
          {loading ? 'Publishing…' : 'Publish recheck'}
        </button>
      </div>
    </form>
  );
}
