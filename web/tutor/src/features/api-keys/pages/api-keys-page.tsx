import { ApiKeysManager } from '@mocktest/web-shared/api-keys';

/** A tutor's or admin's own API keys: create (secret shown once), list with created / last used / expiry, revoke. */
export function ApiKeysPage() {
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
        <ApiKeysManager namePlaceholder="e.g. Grading report" />
      </div>
    </section>
  );
}
