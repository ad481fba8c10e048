import { formatDateTime } from '@mocktest/web-shared/format';
import type { AdminClaimableAnswersQuery } from '../../../gql/graphql';
import { actionColumn, type Column, DataTable } from '../../../shared/ui/data-table';
import { EmptyState, type LoadError } from '../../../shared/ui/load-states';
import { deadlineLabel } from '../../queue/lib/deadline-label';

type Answer = AdminClaimableAnswersQuery['evaluationQueue']['items'][number];

function DeadlineWithState({ answer }: { answer: Answer }) {
  const deadline = deadlineLabel(answer.deadlineState);
  const at = answer.attempt.deadlineAt;
  return (
    <>
      {at ? <time dateTime={at}>{formatDateTime(at)}</time> : <span className="muted">—</span>}
      {deadline ? <span className={deadline.badgeClass}>{deadline.text}</span> : null}
    </>
  );
}

function claimsColumns(onReassign: (attemptId: string) => void): Column<Answer>[] {
  return [
    {
      header: 'Test',
      className: 'cell-strong',
      cell: (answer) => (
        <>
          {answer.attempt.mockTest.title} <span className="muted small">({answer.exam.label})</span>
        </>
      ),
    },
    { header: 'Candidate', cell: (answer) => answer.candidateName },
    { header: 'Deadline', cell: (answer) => <DeadlineWithState answer={answer} /> },
    { header: 'Held by', cell: (answer) => answer.claimedBy ?? <span className="muted">Unclaimed</span> },
    actionColumn((answer) => (
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Reassign ${answer.attempt.mockTest.title} by ${answer.candidateName}`}
        onClick={() => onReassign(answer.attempt.id)}
      >
        Reassign
      </button>
    )),
  ];
}

type ClaimsTableProps = { answers: Answer[] | undefined; error: LoadError | null; onReassign: (id: string) => void };

/** The answers awaiting evaluation, oldest deadline first, each with who holds it and a Reassign action. */
export function ClaimsTable({ answers, error, onReassign }: ClaimsTableProps) {
  return (
    <DataTable
      rows={answers}
      error={error}
      loadingLabel="Loading answers…"
      empty={<EmptyState title="No answer is awaiting evaluation." />}
      caption="Answers awaiting evaluation, oldest deadline first"
      columns={claimsColumns(onReassign)}
      rowKey={(answer) => answer.attempt.id}
    />
  );
}
