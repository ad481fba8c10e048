import '../my-work.css';
import { useQuery } from '@apollo/client/react';
import { queryError } from '../../../shared/ui/load-states';
import { SearchForm } from '../../../shared/ui/search-form';
import { usePageParam } from '../../../shared/ui/use-page-param';
import { GradedWorkTable } from '../components/graded-work-table';
import { myGradedWorkQuery } from '../graphql/my-graded-work.query';

const pageSize = 20;
const searchMaxLength = 100;

/** The tutor's own published evaluations, newest first, searchable; the search and page live in the address. */
export function MyWorkPage() {
  const { page, goToPage, searchParams, setSearchParams } = usePageParam();
  const search = (searchParams.get('q') ?? '').slice(0, searchMaxLength);
  const query = useQuery(myGradedWorkQuery, {
    variables: { search: search || null, limit: pageSize, offset: (page - 1) * pageSize },
    fetchPolicy: 'cache-and-network',
  });

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

      <SearchForm
        className="work-search"
        label="Search by candidate name, e-mail or test title"
        initial={search}
        maxLength={searchMaxLength}
        buttonClassName="button button--secondary"
        onSearch={(text) => setSearchParams(text ? { q: text } : {})}
      />

      <GradedWorkTable
        work={query.data?.myGradedWork}
        search={search}
        error={queryError(query, 'Your work could not be loaded.')}
        pager={{ page, pageSize, onPageChange: goToPage }}
      />
    </section>
  );
}
