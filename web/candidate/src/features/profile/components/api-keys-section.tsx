import { ApiKeysManager } from '@mocktest/web-shared/api-keys';

/** Personal API keys for integrations, a section of its own under the profile form. */
export function ApiKeysSection() {
  return (
    <section className="card api-keys profile-api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p className="muted">
        A key lets another system (your school's or your own scripts) use the API as you, with{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. Keys stop working after their expiry date; revoke one you no
        longer use.
      </p>
      <ApiKeysManager namePlaceholder="e.g. School reporting" />
    </section>
  );
}
