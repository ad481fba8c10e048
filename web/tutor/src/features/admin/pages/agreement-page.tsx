import '../admin.css';
import '../agreement.css';
import { useQuery } from '@apollo/client/react';
import { EmptyState, LoadStates, queryError } from '../../../shared/ui/load-states';
import { AgreementTables } from '../components/agreement-tables';
import { markingAgreementQuery } from '../graphql/agreement.graphql';

/**
 * The admin's agreement screen: a sample of answers is marked twice, blind, and here the two markings are compared,
 * per rubric criterion and per tutor, exactly and within one step of the criterion's scale.
 */
export function AgreementPage() {
  const query = useQuery(markingAgreementQuery, { fetchPolicy: 'cache-and-network' });
  const agreement = query.data?.markingAgreement;

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

      <LoadStates
        data={agreement}
        error={queryError(query, 'The agreement figures could not be loaded.')}
        loadingLabel="Loading the agreement figures…"
      >
        {(loaded) =>
          loaded.answers === 0 ? (
            <EmptyState
              title="No answer has been marked twice yet."
              hint="Figures appear here once a second marking is published."
            />
          ) : (
            <AgreementTables agreement={loaded} />
          )
        }
      </LoadStates>
    </section>
  );
}
