import { useQuery } from '@apollo/client/react';
import { queryError } from '../../../shared/ui/load-states';
import { claimChangesQuery } from '../graphql/claims.graphql';
import { AuditLog } from './audit-log';

/** The claim log: every reassignment, newest first, with who made it, from whom, to whom and why. */
export function ClaimChangeLog() {
  const log = useQuery(claimChangesQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <AuditLog
      title="Claim log"
      intro="Every reassignment, newest first: who made it, from whom, to whom, and why."
      caption="Claim reassignments, newest first"
      entries={log.data?.claimChanges}
      error={queryError(log, 'The claim log could not be loaded.')}
      loadingLabel="Loading the claim log…"
      emptyText="No claim has been reassigned yet."
      by={(change) => change.actorEmail}
      byClassName="cell-break"
      columns={[
        {
          header: 'From',
          className: 'cell-break',
          cell: (change) => change.fromTutorEmail ?? <span className="muted">Nobody</span>,
        },
        { header: 'To', className: 'cell-strong cell-break', cell: (change) => change.toTutorEmail },
        { header: 'Reason', cell: (change) => change.reason },
      ]}
    />
  );
}
