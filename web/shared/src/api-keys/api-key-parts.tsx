import { toast } from 'sonner';
import { formatDate, formatDateTime } from '../format';
import type { ApiKeyFieldsFragment } from '../gql/graphql';

type ApiKeyRow = ApiKeyFieldsFragment;

function statusOf(key: ApiKeyRow): 'Revoked' | 'Expired' | 'Active' {
  if (key.revokedAt) return 'Revoked';
  return Date.parse(key.expiresAt) <= Date.now() ? 'Expired' : 'Active';
}

/** The one-time view of a freshly created key's secret. */
export function NewKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
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
        <button type="button" className="button button--secondary button--small" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

/** One key in the list, with its dates and a revoke button while it is active. */
export function ApiKeyItem({ apiKey: key, onRevoke }: { apiKey: ApiKeyRow; onRevoke: (key: ApiKeyRow) => void }) {
  const status = statusOf(key);
  return (
    <li className="api-keys__item">
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
        <button type="button" className="button button--secondary button--small" onClick={() => onRevoke(key)}>
          Revoke
        </button>
      )}
    </li>
  );
}
