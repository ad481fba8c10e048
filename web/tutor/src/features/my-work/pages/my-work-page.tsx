import '../my-work.css';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../shared/ui/pagination';
import { GradedWorkTable } from '../components/graded-work-table';
import { myGradedWorkQuery } from '../graphql/my-graded-work.query';

const pageSize = 20;
const searchMaxLength = 100;

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The tutor's own published evaluations, newest first, searchable; the search and page live in the address. */
export function MyWorkPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const search = (searchParams.get('q') ?? '').slice(0, searchMaxLength);
  const [draft, setDraft] = useState(search);
  const { data, error, refetch } = useQuery(myGradedWorkQuery, {
    variables: { search: search || null, limit: pageSize, offset: (page - 1) * pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const work = data?.myGradedWork;

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    setSearchParams(text ? { q: text } : {});
  }

  function goToPage(next: number) {
    const params = new URLSearchParams(searchParams);
    if (next === 1) params.delete('page');
    else params.set('page', String(next));
    setSearchParams(params);
  }

  return (
    <section className="page" aria-labelledby="work-title">
      <div className="page-header">
        <div>
          <h1 id="work-title">My work</h1>
          <p className="muted">
            The evaluations you published, newest first: on time when published by the answer's deadline.
          </p>
        </div>
      </div>

      <search>
        <form className="work-search" onSubmit={submitSearch}>
          <div className="field">
            <label htmlFor="work-search">Search by candidate name, e-mail or test title</label>
            <input
              id="work-search"
              type="search"
              maxLength={searchMaxLength}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--secondary">
            Search
          </button>
        </form>
      </search>

      {error ? (
        <ErrorAlert
          title="Your work could not be loaded."
          message={describeError(error).message}
          onRetry={() => void refetch()}
        />
      ) : null}

      {!work && !error ? <LoadingState label="Loading your work…" /> : null}

      {work && work.items.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">
            {search ? `Nothing you published matches “${search}”.` : 'You have not published an evaluation yet.'}
          </p>
          <p className="muted">Published evaluations appear here, newest first.</p>
        </div>
      ) : null}

      {work && work.items.length > 0 ? (
        <div className="card card-flush">
          <GradedWorkTable items={work.items} />
          <Pagination page={page} pageSize={pageSize} total={work.total} onPageChange={goToPage} />
        </div>
      ) : null}
    </section>
  );
}
