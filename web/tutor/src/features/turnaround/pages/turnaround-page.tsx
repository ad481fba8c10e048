import '../turnaround.css';
import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@mocktest/web-shared/format';
import { LoadStates, queryError } from '../../../shared/ui/load-states';
import { TurnaroundFigures } from '../components/turnaround-figures';
import { TurnaroundTables } from '../components/turnaround-tables';
import { turnaroundDashboardQuery } from '../graphql/turnaround-dashboard.query';

/** The admin's turnaround dashboard: how each plan's promised time is kept, what is late now, who holds what. */
export function TurnaroundPage() {
  const query = useQuery(turnaroundDashboardQuery, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const dashboard = query.data?.turnaroundDashboard;

  return (
    <section className="page turnaround-page" aria-labelledby="turnaround-title">
      <div className="page-header">
        <div>
          <h1 id="turnaround-title">Turnaround</h1>
          <p className="muted">
            How the plans' promised evaluation times are kept. Windows end now; "today" starts at midnight UTC.
          </p>
        </div>
        <div className="page-header-actions">
          {dashboard ? <span className="muted small">Computed {formatDateTime(dashboard.generatedAt)}</span> : null}
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            Refresh
          </button>
        </div>
      </div>

      <LoadStates
        data={dashboard}
        error={queryError(query, 'The dashboard could not be loaded.')}
        loadingLabel="Loading the dashboard…"
      >
        {(loaded) => (
          <>
            <TurnaroundFigures dashboard={loaded} />
            <TurnaroundTables dashboard={loaded} />
          </>
        )}
      </LoadStates>
    </section>
  );
}
