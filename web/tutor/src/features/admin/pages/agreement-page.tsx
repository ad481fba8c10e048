import '../admin.css';
import '../agreement.css';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { markingAgreementQuery } from '../graphql/agreement.graphql';
import { percentText } from '../lib/agreement-share';

/**
 * The admin's agreement screen: a sample of answers is marked twice, blind, and here the two markings are compared,
 * per rubric criterion and per tutor, exactly and within one step of the criterion's scale.
 */
export function AgreementPage() {
  const { data, error, refetch } = useQuery(markingAgreementQuery, { fetchPolicy: 'cache-and-network' });
  const agreement = data?.markingAgreement;

  return (
    <section className="page" aria-labelledby="agreement-title">
      <div className="page-header">
        <div>
          <h1 id="agreement-title">Marking agreement</h1>
          <p className="muted">
            {agreement
              ? `${agreement.sharePercent} % of submissions are drawn for a blind second marking by another tutor. ${agreement.answers} ${
                  agreement.answers === 1 ? 'answer has' : 'answers have'
                } both markings published.`
              : 'A sample of submissions is marked a second time, blind, by another tutor.'}
          </p>
        </div>
      </div>

      {error ? (
        <ErrorAlert
          title="The agreement figures could not be loaded."
          message={describeError(error).message}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!agreement && !error ? <LoadingState label="Loading the agreement figures…" /> : null}
      {agreement && agreement.answers === 0 ? (
        <div className="empty-state">
          <p className="empty-title">No answer has been marked twice yet.</p>
          <p className="muted">Figures appear here once a second marking is published.</p>
        </div>
      ) : null}

      {agreement && agreement.answers > 0 ? (
        <>
          <h2 id="criteria-title" className="agreement-heading">
            Per criterion
          </h2>
          <div className="card card-flush table-wrap">
            <table className="admin-table" aria-labelledby="criteria-title">
              <thead>
                <tr>
                  <th scope="col">Exam</th>
                  <th scope="col">Criterion</th>
                  <th scope="col">Scores compared</th>
                  <th scope="col">Exact</th>
                  <th scope="col">Within one step</th>
                </tr>
              </thead>
              <tbody>
                {agreement.criteria.map((row) => (
                  <tr key={`${row.exam.key}-${row.criterion}`}>
                    <td data-label="Exam">{row.exam.label}</td>
                    <td data-label="Criterion" className="cell-strong">
                      {row.label}
                    </td>
                    <td data-label="Scores compared">{row.comparisons}</td>
                    <td data-label="Exact">{percentText(row.exact, row.comparisons)}</td>
                    <td data-label="Within one step">{percentText(row.withinOneStep, row.comparisons)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h2 id="tutors-title" className="agreement-heading">
            Per tutor
          </h2>
          <div className="card card-flush table-wrap">
            <table className="admin-table" aria-labelledby="tutors-title">
              <thead>
                <tr>
                  <th scope="col">Tutor</th>
                  <th scope="col">Answers marked</th>
                  <th scope="col">Scores compared</th>
                  <th scope="col">Exact</th>
                  <th scope="col">Within one step</th>
                </tr>
              </thead>
              <tbody>
                {agreement.tutors.map((row) => (
                  <tr key={row.email}>
                    <td data-label="Tutor" className="cell-strong">
                      {row.name || row.email} <span className="muted small">{row.name ? row.email : ''}</span>
                    </td>
                    <td data-label="Answers marked">{row.answers}</td>
                    <td data-label="Scores compared">{row.comparisons}</td>
                    <td data-label="Exact">{percentText(row.exact, row.comparisons)}</td>
                    <td data-label="Within one step">{percentText(row.withinOneStep, row.comparisons)}</td>
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
