import { formatDateTime } from '@mocktest/web-shared/format';
import type { ReactNode } from 'react';
import type { TurnaroundDashboardQuery } from '../../../gql/graphql';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { minutesText } from '../lib/minutes-text';

type Dashboard = TurnaroundDashboardQuery['turnaroundDashboard'];

/** A name in bold with the e-mail address under it. */
function Person({ name, email }: { name: ReactNode; email: string | null }) {
  return (
    <>
      {name}
      <span className="muted small turnaround-sub">{email}</span>
    </>
  );
}

const submissionColumns: Column<Dashboard['submissions'][number]>[] = [
  { header: 'Plan', rowHeader: true, cell: (row) => row.plan.name },
  { header: 'Promise', cell: (row) => row.plan.promise },
  { header: 'Today', cell: (row) => row.today },
  { header: '7 days', cell: (row) => row.last7Days },
  { header: '30 days', cell: (row) => row.last30Days },
];

const overdueColumns: Column<Dashboard['overdue'][number]>[] = [
  {
    header: 'Candidate',
    className: 'cell-break',
    cell: (answer) => (
      <Person name={<span className="cell-strong">{answer.candidateName}</span>} email={answer.candidateEmail} />
    ),
  },
  { header: 'Test', cell: (answer) => answer.testTitle },
  { header: 'Plan', cell: (answer) => answer.plan.name },
  { header: 'Due', cell: (answer) => <time dateTime={answer.deadlineAt}>{formatDateTime(answer.deadlineAt)}</time> },
  { header: 'Late by', cell: (answer) => minutesText(answer.minutesLate) },
  {
    header: 'Held by',
    className: 'cell-break',
    cell: (answer) =>
      answer.holderName ? (
        <Person name={answer.holderName} email={answer.holderEmail} />
      ) : (
        <span className="muted">Nobody</span>
      ),
  },
];

const workloadColumns: Column<Dashboard['workload'][number]>[] = [
  {
    header: 'Tutor',
    className: 'cell-break',
    cell: (tutor) => <Person name={<span className="cell-strong">{tutor.fullName}</span>} email={tutor.email} />,
  },
  { header: 'Claimed now', cell: (tutor) => tutor.claimedNow },
  { header: 'Graded today', cell: (tutor) => tutor.gradedToday },
  {
    header: 'Average grading time (30 days)',
    label: 'Average grading time',
    cell: (tutor) => minutesText(tutor.averageGradingMinutes),
  },
];

/** Submissions per plan, what is overdue now, and each tutor's load; each table named by its heading. */
export function TurnaroundTables({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <h2 id="submissions-title">Submissions per plan</h2>
      <DataTable
        rows={dashboard.submissions}
        labelledBy="submissions-title"
        columns={submissionColumns}
        rowKey={(row) => row.plan.key}
      />

      <h2 id="overdue-title">Overdue now</h2>
      <DataTable
        rows={dashboard.overdue}
        labelledBy="overdue-title"
        empty={<p className="muted">No answer is past its deadline.</p>}
        columns={overdueColumns}
        rowKey={(answer) => answer.attemptId}
        rowClassName={() => 'row-failed'}
      />

      <h2 id="workload-title">Tutors' workload</h2>
      <DataTable
        rows={dashboard.workload}
        labelledBy="workload-title"
        columns={workloadColumns}
        rowKey={(tutor) => tutor.profileId}
      />
    </>
  );
}
