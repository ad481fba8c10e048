import '../api-keys.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { formatDate, formatDateTime } from '@mocktest/web-shared/format';
import { ConfirmDialog, ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
import { CreateApiKeyMutation, MyApiKeysQuery, RevokeApiKeyMutation } from '../graphql/api-keys.operations';

type ApiKeyRow = ApiKeyFieldsFragment;

function statusOf(key: ApiKeyRow): 'Revoked' | 'Expired' | 'Active' {
  if (key.revokedAt) return 'Revoked';
  return Date.parse(key.expiresAt) <= Date.now() ? 'Expired' : 'Active';
}

/** A tutor's or admin's own API keys: create (secret shown once), list with created / last used / expiry, revoke. */
export function ApiKeysPage() {
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
    <section className="page" aria-labelledby="api-keys-title">
      <div className="page-header">
        <div>
          <h1 id="api-keys-title">API keys</h1>
          <p className="muted">
            A key lets another system use the API as you, with <code>Authorization: Bearer &lt;key&gt;</code>, and with
            your role as it is at each call. Keys stop working after their expiry date; revoke one you no longer use.
          </p>
        </div>
      </div>
      <div className="card api-keys">
        <form className="api-keys__form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="api-key-name">Key name</label>
            <input
              id="api-key-name"
              type="text"
              maxLength={60}
              value={name}
              placeholder="e.g. Grading report"
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
        {secret && (
          <div className="alert alert--success api-keys__secret" role="status">
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
        {loading && !data && <LoadingState label="Loading your keys…" />}
        {error && <ErrorAlert message={errorMessage(error, 'Your API keys could not be loaded.')} />}
        {data && data.myApiKeys.length === 0 && <p className="muted">You have no API keys yet.</p>}
        {data && data.myApiKeys.length > 0 && (
          <ul className="api-keys__list">
            {data.myApiKeys.map((key) => {
              const status = statusOf(key);
              return (
                <li className="api-keys__item" key={key.id}>
                  <div className="api-keys__head">
                    <strong>{key.name}</strong> <code>{key.hint}…</code>{' '}
                    <span className={`api-keys__tag api-keys__tag--${status.toLowerCase()}`}>{status}</span>{' '}
                    <span className="api-keys__tag">{key.readOnly ? 'Read-only' : 'Read and write'}</span>
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
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setToRevoke(key)}
                    >
                      Revoke
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
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
