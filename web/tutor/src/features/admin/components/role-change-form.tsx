import { useMutation } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminPeopleQuery, Role } from '../../../gql/graphql';
import { roleLabel } from '../../session/lib/role-label';
import { changeRoleMutation, roleChangesQuery } from '../graphql/people.graphql';
import { roleOptions } from '../lib/role-options';
import { FormError, ReasonField } from './reason-field';

type Person = AdminPeopleQuery['people'][number];

/** Grants or revokes a role for one account; the reason goes to the audit log below. */
export function RoleChangeForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const [role, setRole] = useState<Role>(person.role === 'CANDIDATE' ? 'TUTOR' : 'CANDIDATE');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [changeRole, { loading }] = useMutation(changeRoleMutation, {
    refetchQueries: [{ query: roleChangesQuery }],
    awaitRefetchQueries: true,
  });
  const roleId = useId();
  const staffRole = role !== 'CANDIDATE';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!reason.trim()) {
      setError('Give a reason for the change; it is kept in the audit log.');
      return;
    }
    try {
      await changeRole({ variables: { email: person.email, role, reason: reason.trim() } });
      toast.success(`${person.email} is now ${roleLabel(role).toLowerCase()}.`);
      onDone();
    } catch (caught) {
      setError(describeError(caught).message);
    }
  }

  return (
    <form
      className="card role-form"
      onSubmit={(event) => void submit(event)}
      aria-label={`Change the role of ${person.email}`}
    >
      <h3 className="role-form-title">
        Change the role of {person.fullName || person.email}{' '}
        <span className="muted">({roleLabel(person.role).toLowerCase()} now)</span>
      </h3>
      {staffRole && !person.emailVerified ? (
        <p className="form-error" role="alert">
          {person.email} has not verified its e-mail address; tutor and admin accounts need a verified one.
        </p>
      ) : null}
      <div className="role-form-fields">
        <div className="field">
          <label htmlFor={roleId}>New role</label>
          <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {roleOptions.map((option) => (
              <option key={option.value} value={option.value} disabled={option.value === person.role}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <ReasonField log="audit log" value={reason} placeholder="e.g. Joined the marking team" onChange={setReason} />
      </div>
      <FormError message={error} />
      <div className="role-form-actions">
        <button type="button" className="button button--secondary" onClick={onDone} disabled={loading}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={loading} aria-busy={loading}>
          {loading ? 'Saving…' : 'Save role'}
        </button>
      </div>
    </form>
  );
}
