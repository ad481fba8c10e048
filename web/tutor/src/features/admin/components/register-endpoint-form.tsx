import { useMutation } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { WebhookEventType } from '../../../gql/graphql';
import { registerWebhookEndpointMutation } from '../graphql/webhooks.graphql';
import { webhookEventLabels, webhookEventTypes } from './webhook-event-labels';

/** Registers an endpoint; its signing secret is shown once, right here, until the admin dismisses it. */
export function RegisterEndpointForm({ onRegistered }: { onRegistered: () => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['ATTEMPT_SUBMITTED', 'EVALUATION_RELEASED']);
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [register, registering] = useMutation(registerWebhookEndpointMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const result = await register({
        variables: { url: url.trim(), events, description: description.trim() || null },
      });
      setSecret(result.data?.registerWebhookEndpoint.secret ?? null);
      setUrl('');
      setDescription('');
      onRegistered();
    } catch (caught) {
      setProblem(describeError(caught).message);
    }
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));

  return (
    <form className="card webhooks__form" onSubmit={submit} noValidate aria-labelledby="webhooks-register-title">
      <h2 id="webhooks-register-title">Register an endpoint</h2>
      <div className="field">
        <label htmlFor="webhook-url">URL</label>
        <input
          id="webhook-url"
          type="url"
          inputMode="url"
          placeholder="https://school.example/hooks/mocktest"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'webhook-url-problem' : undefined}
          required
        />
      </div>
      <div className="field">
        <label htmlFor="webhook-description">Description (optional)</label>
        <input
          id="webhook-description"
          maxLength={200}
          placeholder="e.g. Riverside school's results import"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <fieldset className="webhooks__events">
        <legend>Events</legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="webhooks__event">
            <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />{' '}
            <code>{webhookEventLabels[type].name}</code>{' '}
            <span className="muted small">{webhookEventLabels[type].hint}</span>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p id="webhook-url-problem" className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={registering.loading || !url.trim() || events.length === 0}
      >
        Register endpoint
      </button>
      {secret ? (
        <div className="alert alert--success webhooks__secret" role="status">
          <p>Copy the signing secret now: it will not be shown again. The receiver verifies each delivery with it.</p>
          <div className="webhooks__secret-row">
            <input aria-label="Signing secret" readOnly value={secret} onFocus={(e) => e.target.select()} />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void navigator.clipboard?.writeText(secret).then(() => toast.success('Secret copied.'))}
            >
              Copy
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setSecret(null)}>
              Done
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
