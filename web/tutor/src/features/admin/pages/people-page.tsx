import '../admin.css';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { meQuery } from '../../session/graphql/me.query';
import { roleLabel } from '../../session/lib/role-label';
import { RoleChangeForm } from '../components/role-change-form';
import { RoleChangeLog } from '../components/role-change-log';
import { peopleQuery, roleChangesQuery } from '../graphql/people.graphql';

/** The admin's People screen: find an account, see its role and plan, change the role with a reason; the audit log below. */
export function PeoplePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const [draft, setDraft] = useState(search);
  const [editing, setEditing] = useState<string | null>(null);
  const searchId = useId();
  const people = useQuery(peopleQuery, { variables: { search }, fetchPolicy: 'cache-and-network' });
  const log = useQuery(roleChangesQuery, { fetchPolicy: 'cache-and-network' });
  const myId = useQuery(meQuery).data?.me.id;

  function submit(event: FormEvent) {
    event.preventDefault();
    setEditing(null);
    const text = draft.trim();
    setSearchParams(text ? { q: text } : {});
  }

  const list = people.data?.people;
  const editingPerson = list?.find((person) => person.id === editing) ?? null;

  return (
    <section className="page" aria-labelledby="people-title">
      <div className="page-header">
        <div>
          <h1 id="people-title">People</h1>
          <p className="muted">Find an account by e-mail or name and grant or revoke the tutor and admin roles.</p>
        </div>
      </div>

      <search>
        <form className="people-search" onSubmit={submit}>
          <div className="field">
            <label htmlFor={searchId}>E-mail or name</label>
            <input
              id={searchId}
              type="search"
              value={draft}
              placeholder="e.g. mei.lin@example.com"
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
      </search>

      {people.error ? (
        <ErrorAlert
          title="The accounts could not be loaded."
          message={describeError(people.error).message}
          onRetry={() => void people.refetch()}
        />
      ) : null}
      {!list && !people.error ? <LoadingState label="Loading accounts…" /> : null}
      {list && list.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">No account matches “{search}”.</p>
          <p className="muted">An account appears here once its owner has signed in.</p>
        </div>
      ) : null}
      {list && list.length > 0 ? (
        <>
          {search ? null : <p className="muted small">Staff first, then the newest accounts.</p>}
          <div className="card card-flush table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Accounts</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Plan</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((person) => (
                  <tr key={person.id}>
                    <td data-label="Name" className="cell-strong">
                      {person.fullName}
                    </td>
                    <td data-label="E-mail" className="cell-break">
                      {person.email}
                      {person.emailVerified ? null : <span className="status-badge status-draft">Not verified</span>}
                    </td>
                    <td data-label="Role">
                      <span className={`status-badge person-role-${person.role.toLowerCase()}`}>
                        {roleLabel(person.role)}
                      </span>
                    </td>
                    <td data-label="Plan">
                      {person.plan ? `${person.plan.name}${person.planExpired ? ' (expired)' : ''}` : 'Free'}
                    </td>
                    <td className="cell-action">
                      {person.id === myId ? (
                        <span className="muted small">You (another admin can change your role)</span>
                      ) : (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`Change role of ${person.email}`}
                          onClick={() => setEditing(person.id)}
                        >
                          Change role
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {editingPerson ? (
        <RoleChangeForm
          key={editingPerson.id}
          person={editingPerson}
          onDone={() => {
            setEditing(null);
            void people.refetch();
          }}
        />
      ) : null}

      <h2 className="section-title">Role changes</h2>
      <p className="muted">Every grant and revocation, newest first: who made it, for whom, and why.</p>
      {log.error ? (
        <ErrorAlert
          title="The audit log could not be loaded."
          message={describeError(log.error).message}
          onRetry={() => void log.refetch()}
        />
      ) : null}
      {log.data ? <RoleChangeLog changes={log.data.roleChanges} /> : null}
      {!log.data && !log.error ? <LoadingState label="Loading the audit log…" /> : null}
    </section>
  );
}
