import '../recheck.css';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { Link, useParams } from 'react-router';
import { RecheckForm } from '../components/recheck-form';
import { RewriteDiff } from '../components/rewrite-diff';
import { SideBySide } from '../components/side-by-side';
import { recheckItemQuery } from '../graphql/recheck.operations';
import { rowKey, verdictOptions } from '../lib/recheck-form';

/**
 * Rechecking a candidate's rewrite: the three texts side by side, the rewrite against the original word by word, the
 * evaluation's weaknesses, then the verdicts and new scores.
 */
export function RecheckPage() {
  const { rewriteId = '' } = useParams();
  const { data, error, refetch } = useQuery(recheckItemQuery, { variables: { rewriteId } });
  const item = data?.recheckItem;
  if (error && !item) {
    return (
      <section className="page">
        <ErrorAlert message={describeError(error).message} onRetry={() => void refetch().catch(() => undefined)} />
      </section>
    );
  }
  if (!data) return <LoadingState label="Loading the rewrite…" />;
  if (!item) {
    return (
      <section className="page">
        <h1>Rewrite not found</h1>
        <Link to="/">Back to the queue</Link>
      </section>
    );
  }
  const weaknesses = item.original.evaluation?.weaknesses ?? [];
  const labelOf = (key: string) => item.exam.rubric.criteria.find((criterion) => criterion.key === key)?.label ?? key;
  return (
    <section className="page recheck-page" aria-labelledby="recheck-title">
      <div className="page-header">
        <div>
          <Link to="/" className="back-link">
            ← Queue
          </Link>
          <h1 id="recheck-title">Recheck a rewrite</h1>
          <p className="muted">
            {item.candidateName} · {item.exam.label} · {item.original.mockTest.title} · rewrite submitted{' '}
            {formatDateTime(item.rewrite.submittedAt)}
            {item.rewrite.timedOut ? ' (time ran out)' : ''} · released to the candidate from{' '}
            {formatDateTime(item.rewrite.deadlineAt)}
          </p>
        </div>
      </div>
      {weaknesses.length > 0 ? (
        <section className="card recheck-weaknesses" aria-labelledby="weaknesses-title">
          <h2 id="weaknesses-title">Weaknesses the evaluation named</h2>
          <ul>
            {weaknesses.map((weakness) => (
              <li key={`${weakness.label}:${weakness.text}`}>
                <strong>{weakness.label}:</strong> {weakness.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SideBySide item={item} />
      <RewriteDiff item={item} />
      {item.rewrite.recheckedAt ? (
        <section className="card" aria-labelledby="published-title">
          <h2 id="published-title">Recheck published {formatDateTime(item.rewrite.recheckedAt)}</h2>
          {item.rewrite.overall ? (
            <p>
              Updated estimate: <strong>{item.rewrite.overall.display}</strong>
              {item.original.evaluation?.overall ? ` (was ${item.original.evaluation.overall.display})` : ''}
            </p>
          ) : null}
          <ul>
            {item.rewrite.checks.map((check) => {
              const option = verdictOptions.find((candidate) => candidate.value === check.verdict);
              return (
                <li key={rowKey(check.taskKey, check.criterion)}>
                  {labelOf(check.criterion)}: {option?.sign} {option?.label ?? check.verdict}
                  {check.comment ? ` — ${check.comment}` : ''}
                </li>
              );
            })}
          </ul>
        </section>
      ) : (
        <RecheckForm item={item} />
      )}
    </section>
  );
}
