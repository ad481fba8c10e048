import type { AdminPeopleQuery } from '../../../gql/graphql';
import { actionColumn, type Column, DataTable } from '../../../shared/ui/data-table';
import { EmptyState, type LoadError } from '../../../shared/ui/load-states';
import { roleLabel } from '../../session/lib/role-label';

type Person = AdminPeopleQuery['people'][number];

type PeopleTableProps = {
  people: Person[] | undefined;
  error: LoadError | null;
  search: string;
  myId: string | undefined;
  onChangeRole: (id: string) => void;
};

function peopleColumns(myId: string | undefined, onChangeRole: (id: string) => void): Column<Person>[] {
  return [
    { header: 'Name', className: 'cell-strong', cell: (person) => person.fullName },
    {
      header: 'E-mail',
      className: 'cell-break',
      cell: (person) => (
        <>
          {person.email}
          {person.emailVerified ? null : <span className="status-badge status-draft">Not verified</span>}
        </>
      ),
    },
    {
      header: 'Role',
      cell: (person) => (
        <span className={`status-badge person-role-${person.role.toLowerCase()}`}>{roleLabel(person.role)}</span>
      ),
    },
    {
      header: 'Plan',
      cell: (person) => (person.plan ? `${person.plan.name}${person.planExpired ? ' (expired)' : ''}` : 'Free'),
    },
    // An admin cannot lock themselves out: their own role is changed by another admin.
    actionColumn((person) =>
      person.id === myId ? (
        <span className="muted small">You (another admin can change your role)</span>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Change role of ${person.email}`}
          onClick={() => onChangeRole(person.id)}
        >
          Change role
        </button>
      ),
    ),
  ];
}

/** The accounts found, staff first; each with its role, plan and a Change role action. */
export function PeopleTable({ people, error, search, myId, onChangeRole }: PeopleTableProps) {
  return (
    <DataTable
      rows={people}
      error={error}
      loadingLabel="Loading accounts…"
      empty={
        <EmptyState
          title={`No account matches “${search}”.`}
          hint="An account appears here once its owner has signed in."
        />
      }
      caption="Accounts"
      columns={peopleColumns(myId, onChangeRole)}
      rowKey={(person) => person.id}
      note={search ? null : <p className="muted small">Staff first, then the newest accounts.</p>}
    />
  );
}
