import { formatDateTime } from '@mocktest/web-shared/format';
import type { AdminRoleChangesQuery } from '../../../gql/graphql';
import { roleLabel } from '../../session/lib/role-label';

type RoleChange = AdminRoleChangesQuery['roleChanges'][number];

/** The audit log: every role change, newest first, with who made it and why. */
export function RoleChangeLog({ changes }: { changes: RoleChange[] }) {
  if (changes.length === 0) {
    return <p className="muted">No role has been changed yet.</p>;
  }
  return (
    <div className="card card-flush table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Role changes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">By</th>
            <th scope="col">Account</th>
            <th scope="col">Change</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.id}>
              <td data-label="When">
                <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
              </td>
              <td data-label="By">
                {change.actorEmail === 'system' ? 'System (setup or command line)' : change.actorEmail}
              </td>
              <td data-label="Account" className="cell-strong cell-break">
                {change.subjectEmail}
              </td>
              <td data-label="Change">
                {roleLabel(change.fromRole)} → {roleLabel(change.toRole)}
              </td>
              <td data-label="Reason">{change.reason ?? <span className="muted">No reason given</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
