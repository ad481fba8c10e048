import { useMutation, useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminClaimableAnswersQuery } from '../../../gql/graphql';
import {
  claimableAnswersQuery,
  claimChangesQuery,
  claimTutorsQuery,
  reassignClaimMutation,
} from '../graphql/claims.graphql';
import { tutorOptions } from '../lib/tutor-options';
import { FormError, ReasonField } from './reason-field';
import { ReassignActions } from './reassign-actions';

type Answer = AdminClaimableAnswersQuery['evaluationQueue']['items'][number];

/** Gives one answer to a tutor picked from the staff list; a second step asks to confirm before anything changes. */
export function ReassignClaimForm({ answer, onDone }: { answer: Answer; onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reassign, { loading }] = useMutation(reassignClaimMutation, {
    refetchQueries: [{ query: claimChangesQuery }, { query: claimableAnswersQuery }],
    awaitRefetchQueries: true,
  });
  const staff = useQuery(claimTutorsQuery, { fetchPolicy: 'cache-and-network' });
  const options = tutorOptions(staff.data?.people ?? []);
  const picked = options.find((option) => option.value === email);
  const emailId = useId();
  const what = `${answer.attempt.mockTest.title} by ${answer.candidateName}`;

  function review(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email) return setError('Choose the tutor who should grade this answer.');
    if (!reason.trim()) return setError('Give a reason for the reassignment; it goes in the claim log.');
    setConfirming(true);
  }

  async function confirm() {
    setError(null);
    try {
      await reassign({ variables: { attemptId: answer.attempt.id, tutorEmail: email, reason: reason.trim() } });
      toast.success(`${what} now belongs to ${picked?.label ?? email}.`);
      onDone();
    } catch (caught) {
      setConfirming(false);
      setError(describeError(caught).message);
    }
  }

  return (
    <form className="card role-form" onSubmit={review} aria-label={`Reassign ${what}`}>
      <h3 className="role-form-title">
        Reassign {what}{' '}
        <span className="muted">({answer.claimedBy ? `held by ${answer.claimedBy}` : 'unclaimed'})</span>
      </h3>
      <div className="role-form-fields reassign-fields">
        <div className="field reassign-tutor">
          <label htmlFor={emailId}>Tutor</label>
          <select
            id={emailId}
            value={email}
            disabled={confirming || !staff.data}
            onChange={(event) => setEmail(event.target.value)}
          >
            <option value="">{staff.data ? 'Choose a tutor…' : 'Loading tutors…'}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {staff.error ? (
            <p className="form-error" role="alert">
              The tutors could not be loaded: {describeError(staff.error).message}
            </p>
          ) : null}
        </div>
        <ReasonField
          log="claim log"
          value={reason}
          disabled={confirming}
          placeholder="e.g. The tutor holding it is away today"
          onChange={setReason}
        />
      </div>
      <FormError message={error} />
      {confirming ? (
        <p className="reassign-confirm">
          Give this answer to <strong>{picked?.label ?? email}</strong>?
          {answer.claimedBy ? ` ${answer.claimedBy} will no longer be able to grade it.` : ''}
        </p>
      ) : null}
      <ReassignActions
        confirming={confirming}
        loading={loading}
        onBack={() => setConfirming(false)}
        onCancel={onDone}
        onConfirm={() => void confirm()}
      />
    </form>
  );
}
