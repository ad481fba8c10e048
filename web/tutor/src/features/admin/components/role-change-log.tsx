import { useQuery } from '@apollo/client/react';
import { queryError } from '../../../shared/ui/load-states';
import { roleLabel } from '../../session/lib/role-label';
import { roleChangesQuery } from '../graphql/people.graphql';
import { AuditLog } from './audit-log';

/** The audit log: every role change, newest first, with who made it and why. */
export function RoleChangeLog() {
  const log = useQuery(roleChangesQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <AuditLog
      title="Role changes"
      intro="Every grant and revocation, newest first: who made it, for whom, and why."
      caption="Role changes, newest first"
      entries={log.data?.roleChanges}
      error={queryError(log, 'The audit log could not be loaded.')}
      loadingLabel="Loading the audit log…"
      emptyText="No role has been changed yet."
      by={(change) => (change.actorEmail === 'system' ? 'System (setup or command line)' : change.actorEmail)}
      columns={[
        { header: 'Account', className: 'cell-strong cell-break', cell: (change) => change.subjectEmail },
        { header: 'Change', cell: (change) => `${roleLabel(change.fromRole)} → ${roleLabel(change.toRole)}` },
        { header: 'Reason', cell: (change) => change.reason ?? <span className="muted">No reason given</span> },
      ]}
    />
  );
}
