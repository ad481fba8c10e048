import '../turnaround.css';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { turnaroundDashboardQuery } from '../graphql/turnaround-dashboard.query';
import { minutesText, shareText } from '../lib/minutes-text';

/** The admin's turnaround dashboard: how each plan's promised time is kept, what is late now, who holds what. */
export function TurnaroundPage() {
  const { data, error, refetch } = useQuery(turnaroundDashboardQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: 60_000,
  });
  const dashboard = data?.turnaroundDashboard;
  const late = dashboard ? dashboard.dueCount - dashboard.onTimeCount : 0;

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
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Refresh
          </button>
        </div>
      </div>

      {error ? (
        <ErrorAlert
          title="The dashboard could not be loaded."
          message={describeError(error).message}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!dashboard && !error ? <LoadingState label="Loading the dashboard…" /> : null}

      {dashboard ? (
        <>
          <div className="turnaround-figures">
            <div className="card turnaround-figure">
              <span className="turnaround-figure-label">Released on time (30 days)</span>
              <span className="turnaround-figure-value" data-testid="on-time-share">
                {shareText(dashboard.onTimeShare)}
              </span>
              <span className="muted small">
                {dashboard.onTimeCount} of {dashboard.dueCount} due · {late} late
              </span>
            </div>
            <div className="card turnaround-figure">
              <span className="turnaround-figure-label">Lateness p50</span>
              <span className="turnaround-figure-value">{minutesText(dashboard.latenessP50Minutes)}</span>
            </div>
            <div className="card turnaround-figure">
              <span className="turnaround-figure-label">Lateness p95</span>
              <span className="turnaround-figure-value">{minutesText(dashboard.latenessP95Minutes)}</span>
            </div>
            <div className="card turnaround-figure">
              <span className="turnaround-figure-label">Lateness max</span>
              <span className="turnaround-figure-value">{minutesText(dashboard.latenessMaxMinutes)}</span>
            </div>
          </div>

          <h2 id="submissions-title">Submissions per plan</h2>
          <div className="card card-flush table-wrap">
            <table className="admin-table" aria-labelledby="submissions-title">
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Promise</th>
                  <th scope="col">Today</th>
                  <th scope="col">7 days</th>
                  <th scope="col">30 days</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.submissions.map((row) => (
                  <tr key={row.plan.key}>
                    <th scope="row" data-label="Plan">
                      {row.plan.name}
                    </th>
                    <td data-label="Promise">{row.plan.promise}</td>
                    <td data-label="Today">{row.today}</td>
                    <td data-label="7 days">{row.last7Days}</td>
                    <td data-label="30 days">{row.last30Days}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h2 id="overdue-title">Overdue now</h2>
          {dashboard.overdue.length === 0 ? (
            <p className="muted">No answer is past its deadline.</p>
          ) : (
            <div className="card card-flush table-wrap">
              <table className="admin-table" aria-labelledby="overdue-title">
                <thead>
                  <tr>
                    <th scope="col">Candidate</th>
                    <th scope="col">Test</th>
                    <th scope="col">Plan</th>
                    <th scope="col">Due</th>
                    <th scope="col">Late by</th>
                    <th scope="col">Held by</th>
                  </tr>
                </thead>
                <tbody>
                  {dashboard.overdue.map((answer) => (
                    <tr key={answer.attemptId} className="row-failed">
                      <td data-label="Candidate" className="cell-break">
                        <span className="cell-strong">{answer.candidateName}</span>
                        <span className="muted small turnaround-sub">{answer.candidateEmail}</span>
                      </td>
                      <td data-label="Test">{answer.testTitle}</td>
                      <td data-label="Plan">{answer.plan.name}</td>
                      <td data-label="Due">
                        <time dateTime={answer.deadlineAt}>{formatDateTime(answer.deadlineAt)}</time>
                      </td>
                      <td data-label="Late by">{minutesText(answer.minutesLate)}</td>
                      <td data-label="Held by" className="cell-break">
                        {answer.holderName ? (
                          <>
                            {answer.holderName}
                            <span className="muted small turnaround-sub">{answer.holderEmail}</span>
                          </>
                        ) : (
                          <span className="muted">Nobody</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <h2 id="workload-title">Tutors' workload</h2>
          <div className="card card-flush table-wrap">
            <table className="admin-table" aria-labelledby="workload-title">
              <thead>
                <tr>
                  <th scope="col">Tutor</th>
                  <th scope="col">Claimed now</th>
                  <th scope="col">Graded today</th>
                  <th scope="col">Average grading time (30 days)</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.workload.map((tutor) => (
                  <tr key={tutor.profileId}>
                    <td data-label="Tutor" className="cell-break">
                      <span className="cell-strong">{tutor.fullName}</span>
                      <span className="muted small turnaround-sub">{tutor.email}</span>
                    </td>
                    <td data-label="Claimed now">{tutor.claimedNow}</td>
                    <td data-label="Graded today">{tutor.gradedToday}</td>
                    <td data-label="Average grading time">{minutesText(tutor.averageGradingMinutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
