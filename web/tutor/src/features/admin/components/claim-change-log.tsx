import { formatDateTime } from '@mocktest/web-shared/format';
import type { AdminClaimChangesQuery } from '../../../gql/graphql';

type ClaimChange = AdminClaimChangesQuery['claimChanges'][number];

/** The claim log: every reassignment, newest first, with who made it, from whom, to whom and why. */
export function ClaimChangeLog({ changes }: { changes: ClaimChange[] }) {
  if (changes.length === 0) {
    return <p className="muted">No claim has been reassigned yet.</p>;
  }
  return (
    <div className="card card-flush table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Claim reassignments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">By</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.id}>
              <td data-label="When">
                <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
              </td>
              <td data-label="By" className="cell-break">
                {change.actorEmail}
              </td>
              <td data-label="From" className="cell-break">
                {change.fromTutorEmail ?? <span className="muted">Nobody</span>}
              </td>
              <td data-label="To" className="cell-strong cell-break">
                {change.toTutorEmail}
              </td>
              <td data-label="Reason">{change.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
