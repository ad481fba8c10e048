import type { MarkingAgreementQuery } from '../../../gql/graphql';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { percentText } from '../lib/agreement-share';

type Agreement = MarkingAgreementQuery['markingAgreement'];
type Compared = { comparisons: number; exact: number; withinOneStep: number };

/** The columns both tables end with: how many scores were compared, and the share that agreed. */
function comparedColumns<T extends Compared>(): Column<T>[] {
  return [
    { header: 'Scores compared', cell: (row) => row.comparisons },
    { header: 'Exact', cell: (row) => percentText(row.exact, row.comparisons) },
    { header: 'Within one step', cell: (row) => percentText(row.withinOneStep, row.comparisons) },
  ];
}

const criterionColumns: Column<Agreement['criteria'][number]>[] = [
  { header: 'Exam', cell: (row) => row.exam.label },
  { header: 'Criterion', className: 'cell-strong', cell: (row) => row.label },
  ...comparedColumns(),
];

const tutorColumns: Column<Agreement['tutors'][number]>[] = [
  {
    header: 'Tutor',
    className: 'cell-strong',
    cell: (row) => (
      <>
        {row.name || row.email} <span className="muted small">{row.name ? row.email : ''}</span>
      </>
    ),
  },
  { header: 'Answers marked', cell: (row) => row.answers },
  ...comparedColumns(),
];

/** Agreement per rubric criterion, then per tutor, each table named by its heading. */
export function AgreementTables({ agreement }: { agreement: Agreement }) {
  return (
    <>
      <h2 id="criteria-title" className="agreement-heading">
        Per criterion
      </h2>
      <DataTable
        rows={agreement.criteria}
        labelledBy="criteria-title"
        columns={criterionColumns}
        rowKey={(row) => `${row.exam.key}-${row.criterion}`}
      />

      <h2 id="tutors-title" className="agreement-heading">
        Per tutor
      </h2>
      <DataTable rows={agreement.tutors} labelledBy="tutors-title" columns={tutorColumns} rowKey={(row) => row.email} />
    </>
  );
}
