import '../admin.css';
import '../../queue/deadline-escalation.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { queryError } from '../../../shared/ui/load-states';
import { ClaimChangeLog } from '../components/claim-change-log';
import { ClaimsTable } from '../components/claims-table';
import { ReassignClaimForm } from '../components/reassign-claim-form';
import { claimableAnswersQuery } from '../graphql/claims.graphql';

/** The admin's Claims screen: give an answer awaiting evaluation to a named tutor, with a reason; the claim log below. */
export function ClaimsPage() {
  const answers = useQuery(claimableAnswersQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<string | null>(null);
  const list = answers.data?.evaluationQueue.items;
  const editingAnswer = list?.find((answer) => answer.attempt.id === editing) ?? null;

  return (
    <section className="page" aria-labelledby="claims-title">
      <div className="page-header">
        <div>
          <h1 id="claims-title">Claims</h1>
          <p className="muted">
            Give an answer awaiting evaluation to another tutor; every reassignment is logged below.
          </p>
        </div>
      </div>

      <ClaimsTable
        answers={list}
        error={queryError(answers, 'The answers could not be loaded.')}
        onReassign={setEditing}
      />

      {editingAnswer ? (
        <ReassignClaimForm key={editingAnswer.attempt.id} answer={editingAnswer} onDone={() => setEditing(null)} />
      ) : null}

      <ClaimChangeLog />
    </section>
  );
}
