import './api-keys.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../api';
import type { ApiKeyFieldsFragment } from '../gql/graphql';
import { ConfirmDialog, ErrorAlert, LoadingState } from '../ui';
import { ApiKeyItem, NewKeySecret } from './api-key-parts';
import { CreateApiKeyMutation, MyApiKeysQuery, RevokeApiKeyMutation } from './api-keys.operations';

type ApiKeyRow = ApiKeyFieldsFragment;

/**
 * The caller's own API keys, the same in both apps: create (the secret is shown once), list with created / last
 * used / expiry, revoke after a confirmation. Its own form, so it never touches a form beside it.
 */
export function ApiKeysManager({ namePlaceholder }: { namePlaceholder: string }) {
  const { data, loading, error } = useQuery(MyApiKeysQuery);
  const [create, creating] = useMutation(CreateApiKeyMutation, {
    refetchQueries: [{ query: MyApiKeysQuery }],
    awaitRefetchQueries: true,
  });
  const [revoke, revoking] = useMutation(RevokeApiKeyMutation);
  const [name, setName] = useState('');
  const [readOnly, setReadOnly] = useState(true);
  const [secret, setSecret] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeyRow | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    try {
      const result = await create({ variables: { name, readOnly } });
      setSecret(result.data?.createApiKey.secret ?? null);
      setName('');
    } catch (caught) {
      setFormError(errorMessage(caught, 'The key could not be created. Please try again.'));
    }
  }

  async function confirmRevoke() {
    if (!toRevoke) return;
    try {
      await revoke({ variables: { id: toRevoke.id } });
      toast.success(`Key "${toRevoke.name}" revoked.`);
      setToRevoke(null);
    } catch (caught) {
      toast.error(errorMessage(caught, 'The key could not be revoked. Please try again.'));
    }
  }

  return (
    <>
      <form className="api-keys__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="api-key-name">Key name</label>
          <input
            id="api-key-name"
            type="text"
            maxLength={60}
            value={name}
            placeholder={namePlaceholder}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <label className="api-keys__check">
          <input type="checkbox" checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />
          Read-only (can read, cannot change anything)
        </label>
        <button type="submit" className="button button--primary" disabled={creating.loading || !name.trim()}>
          {creating.loading ? 'Creating…' : 'Create key'}
        </button>
      </form>
      {formError && <ErrorAlert message={formError} />}
      {secret && <NewKeySecret secret={secret} onDone={() => setSecret(null)} />}
      {loading && !data && <LoadingState label="Loading your keys…" />}
      {error && <ErrorAlert message={errorMessage(error, 'Your API keys could not be loaded.')} />}
      {data && data.myApiKeys.length === 0 && <p className="muted">You have no API keys yet.</p>}
      {data && data.myApiKeys.length > 0 && (
        <ul className="api-keys__list">
          {data.myApiKeys.map((key) => (
            <ApiKeyItem key={key.id} apiKey={key} onRevoke={setToRevoke} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke this key?"
        description={`Anything using "${toRevoke?.name ?? ''}" will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke"
        cancelLabel="Keep it"
        busy={revoking.loading}
        busyLabel="Revoking…"
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setToRevoke(null)}
      />
    </>
  );
}
