import '../admin.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { queryError } from '../../../shared/ui/load-states';
import { SearchForm } from '../../../shared/ui/search-form';
import { meQuery } from '../../session/graphql/me.query';
import { PeopleTable } from '../components/people-table';
import { RoleChangeForm } from '../components/role-change-form';
import { RoleChangeLog } from '../components/role-change-log';
import { peopleQuery } from '../graphql/people.graphql';

/** The admin's People screen: find an account, see its role and plan, change the role with a reason; the audit log below. */
export function PeoplePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const [editing, setEditing] = useState<string | null>(null);
  const people = useQuery(peopleQuery, { variables: { search }, fetchPolicy: 'cache-and-network' });
  const myId = useQuery(meQuery).data?.me.id;
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

      <SearchForm
        className="people-search"
        label="E-mail or name"
        initial={search}
        placeholder="e.g. mei.lin@example.com"
        buttonClassName="button button--primary"
        onSearch={(text) => {
          setEditing(null);
          setSearchParams(text ? { q: text } : {});
        }}
      />

      <PeopleTable
        people={list}
        error={queryError(people, 'The accounts could not be loaded.')}
        search={search}
        myId={myId}
        onChangeRole={setEditing}
      />

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

      <RoleChangeLog />
    </section>
  );
}
