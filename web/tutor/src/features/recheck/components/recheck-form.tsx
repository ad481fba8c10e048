import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import type { RecheckItemFieldsFragment } from '../../../gql/graphql';
import { rowKey } from '../lib/recheck-form';
import { RecheckEstimate } from './recheck-estimate';
import { RecheckRow } from './recheck-row';
import { useRecheckForm } from './use-recheck-form';

/**
 * Per criterion of every task: a verdict (required where the evaluation scored below the maximum), a short comment and
 * the rewrite's new score, prefilled with the original's; then Publish (final).
 */
export function RecheckForm({ item }: { item: RecheckItemFieldsFragment }) {
  const form = useRecheckForm(item);
  const { rows, missing, loading, error } = form;

  return (
    <form
      className="recheck-form card"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2>Recheck per criterion</h2>
      <p className="muted">
        For each criterion the evaluation scored below the maximum: did the rewrite fix the weakness? Then score the
        rewrite: each score starts at the original's, change the ones that improved (or fell).
      </p>
      {rows.map((row) => {
        const key = rowKey(row.taskKey, row.criterion.key);
        return (
          <RecheckRow
            key={key}
            row={row}
            rowId={key}
            name={form.nameOf(row)}
            severalTasks={form.severalTasks}
            score={form.scoreOf(row.taskKey, row.criterion.key)}
            verdict={form.verdicts[key]}
            comment={form.comments[key]}
            newScore={form.scores[key]}
            onVerdict={(verdict) => form.setVerdict(key, verdict)}
            onClearVerdict={() => form.clearVerdict(key)}
            onScore={(score) => form.setScore(key, score)}
            onComment={(comment) => form.setComment(key, comment)}
          />
        );
      })}
      <RecheckEstimate
        exam={item.exam.key}
        originalAttemptId={item.original.id}
        criterionScores={form.criterionScores}
        originalDisplay={item.original.evaluation?.overall?.display ?? null}
      />
      {error ? <ErrorAlert message={describeError(error).message} /> : null}
      <div className="recheck-form__actions">
        <span className="muted" aria-live="polite">
          {missing.length > 0
            ? `Still needs a verdict: ${missing.map(form.nameOf).join(', ')}.`
            : 'Every criterion scored below the maximum has a verdict.'}
        </span>
        <button type="submit" className="button button--primary" disabled={missing.length > 0 || loading}>
          {loading ? 'Publishing…' : 'Publish recheck'}
        </button>
      </div>
    </form>
  );
}
