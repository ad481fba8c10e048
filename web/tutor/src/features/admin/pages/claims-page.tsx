import '../admin.css';
import '../../queue/deadline-escalation.css';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useState } from 'react';
import { deadlineLabel } from '../../queue/lib/deadline-label';
import { ClaimChangeLog } from '../components/claim-change-log';
import { ReassignClaimForm } from '../components/reassign-claim-form';
import { claimableAnswersQuery, claimChangesQuery } from '../graphql/claims.graphql';

/** The admin's Claims screen: give an answer awaiting evaluation to a named tutor, with a reason; the claim log below. */
export function ClaimsPage() {
  const answers = useQuery(claimableAnswersQuery, { fetchPolicy: 'cache-and-network' });
  const log = useQuery(claimChangesQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<string | null>(null);
  const list = answers.data?.evaluationQueue.items;
  const editingAnswer = list?.find((answer) => answer.attempt.id === editing) ?? null;

  return (
    <section className="page" aria-labelledby="claims-title">
      <div className="page-header">
        <div>
          <h1 id="claims-title">Claims</h1>
          <p className="muted">
            Give an answer awaiting evaluation to another tutor; every reassignment is logged below.
          </p>
        </div>
      </div>

      {answers.error ? (
        <ErrorAlert
          title="The answers could not be loaded."
          message={describeError(answers.error).message}
          onRetry={() => void answers.refetch()}
        />
      ) : null}
      {!list && !answers.error ? <LoadingState label="Loading answers…" /> : null}
      {list && list.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">No answer is awaiting evaluation.</p>
        </div>
      ) : null}
      {list && list.length > 0 ? (
        <div className="card card-flush table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Answers awaiting evaluation, oldest deadline first</caption>
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Candidate</th>
                <th scope="col">Deadline</th>
                <th scope="col">Held by</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((answer) => {
                const deadline = deadlineLabel(answer.deadlineState);
                return (
                  <tr key={answer.attempt.id}>
                    <td data-label="Test" className="cell-strong">
                      {answer.attempt.mockTest.title} <span className="muted small">({answer.exam.label})</span>
                    </td>
                    <td data-label="Candidate">{answer.candidateName}</td>
                    <td data-label="Deadline">
                      {answer.attempt.deadlineAt ? (
                        <time dateTime={answer.attempt.deadlineAt}>{formatDateTime(answer.attempt.deadlineAt)}</time>
                      ) : (
                        <span className="muted">—</span>
                      )}
                      {deadline ? <span className={deadline.badgeClass}>{deadline.text}</span> : null}
                    </td>
                    <td data-label="Held by">{answer.claimedBy ?? <span className="muted">Unclaimed</span>}</td>
                    <td className="cell-action">
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={`Reassign ${answer.attempt.mockTest.title} by ${answer.candidateName}`}
                        onClick={() => setEditing(answer.attempt.id)}
                      >
                        Reassign
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {editingAnswer ? (
        <ReassignClaimForm key={editingAnswer.attempt.id} answer={editingAnswer} onDone={() => setEditing(null)} />
      ) : null}

      <h2 className="section-title">Claim log</h2>
      <p className="muted">Every reassignment, newest first: who made it, from whom, to whom, and why.</p>
      {log.error ? (
        <ErrorAlert
          title="The claim log could not be loaded."
          message={describeError(log.error).message}
          onRetry={() => void log.refetch()}
        />
      ) : null}
      {log.data ? <ClaimChangeLog changes={log.data.claimChanges} /> : null}
      {!log.data && !log.error ? <LoadingState label="Loading the claim log…" /> : null}
    </section>
  );
}
