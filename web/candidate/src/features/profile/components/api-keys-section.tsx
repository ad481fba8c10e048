import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { formatDate, formatDateTime } from '@mocktest/web-shared/format';
import { ConfirmDialog, ErrorAlert } from '@mocktest/web-shared/ui';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
import { CreateApiKeyMutation, MyApiKeysQuery, RevokeApiKeyMutation } from '../graphql/api-keys.operations';

type ApiKeyRow = ApiKeyFieldsFragment;

function statusOf(key: ApiKeyRow): 'Revoked' | 'Expired' | 'Active' {
  if (key.revokedAt) return 'Revoked';
  return Date.parse(key.expiresAt) <= Date.now() ? 'Expired' : 'Active';
}

/**
 * Personal API keys for integrations: create (the secret is shown once), list with created / last used / expiry,
 * revoke. Its own form, apart from the profile form, so saving one never touches the other.
 */
export function ApiKeysSection() {
  const { data, loading, error } = useQuery(MyApiKeysQuery);
  const refetchQueries = [{ query: MyApiKeysQuery }];
  const [create, creating] = useMutation(CreateApiKeyMutation, { refetchQueries, awaitRefetchQueries: true });
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
      toast.success(`Key "${toRevoke.name}" revoked.`, { duration: 3000 });
      setToRevoke(null);
    } catch (caught) {
      toast.error(errorMessage(caught, 'The key could not be revoked. Please try again.'));
    }
  }

  return (
    <section className="card api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p className="muted">
        A key lets another system (your school's or your own scripts) use the API as you, with{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. Keys stop working after their expiry date; revoke one you no
        longer use.
      </p>
      <form className="api-keys__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="api-key-name">Key name</label>
          <input
            id="api-key-name"
            type="text"
            maxLength={60}
            value={name}
            placeholder="e.g. School reporting"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />
          Read-only (can read, cannot change anything)
        </label>
        <button type="submit" className="button button--primary" disabled={creating.loading || !name.trim()}>
          {creating.loading ? 'Creating…' : 'Create key'}
        </button>
      </form>
      {formError && (
        <p className="notice notice--error" role="alert">
          {formError}
        </p>
      )}
      {secret && (
        <div className="api-keys__secret" role="status">
          <p>Copy your new key now: it will not be shown again.</p>
          <div className="api-keys__secret-row">
            <input aria-label="New API key" readOnly value={secret} onFocus={(event) => event.target.select()} />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                void navigator.clipboard?.writeText(secret).then(() => toast.success('Key copied.'));
              }}
            >
              Copy
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setSecret(null)}>
              Done
            </button>
          </div>
        </div>
      )}
      {error && <ErrorAlert message={errorMessage(error, 'Your API keys could not be loaded.')} />}
      {!loading && data && data.myApiKeys.length === 0 && <p className="muted">You have no API keys yet.</p>}
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
    </section>
  );
}

function ApiKeyItem(props: { apiKey: ApiKeyRow; onRevoke: (key: ApiKeyRow) => void }) {
  const key = props.apiKey;
  const status = statusOf(key);
  return (
    <li className="api-keys__item">
      <div className="api-keys__head">
        <strong>{key.name}</strong> <code>{key.hint}…</code>{' '}
        <span className={status === 'Active' ? 'badge badge--ok' : 'badge badge--muted'}>{status}</span>{' '}
        <span className="badge badge--info">{key.readOnly ? 'Read-only' : 'Read and write'}</span>
      </div>
      <dl className="api-keys__dates">
        <div>
          <dt>Created</dt>
          <dd>{formatDate(key.createdAt)}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</dd>
        </div>
        <div>
          <dt>{status === 'Revoked' ? 'Revoked' : 'Expires'}</dt>
          <dd>{formatDate(status === 'Revoked' ? key.revokedAt : key.expiresAt)}</dd>
        </div>
      </dl>
      {status === 'Active' && (
        <button type="button" className="button button--secondary button--small" onClick={() => props.onRevoke(key)}>
          Revoke
        </button>
      )}
    </li>
  );
}
