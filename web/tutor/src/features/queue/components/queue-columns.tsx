import type { Column } from '../../../shared/ui/data-table';

type Listed = { candidateName: string; exam: { label: string } };

/** The columns every list of the queue page starts with: who wrote the answer, for which exam. */
export function candidateAndExamColumns<T extends Listed>(): Column<T>[] {
  return [
    { header: 'Candidate', className: 'cell-strong', cell: (item) => item.candidateName },
    { header: 'Exam', cell: (item) => item.exam.label },
  ];
}

/** The badge that tells a side list's entries from the evaluation queue's answers. */
export function kindColumn<T>(kind: string): Column<T> {
  return { header: 'Kind', cell: () => <span className="status-badge status-other">{kind}</span> };
}
