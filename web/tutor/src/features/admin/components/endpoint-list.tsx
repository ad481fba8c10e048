import { formatDateTime } from '@mocktest/web-shared/format';
import type { AdminWebhookEndpointsQuery } from '../../../gql/graphql';
import { type LoadError, LoadStates } from '../../../shared/ui/load-states';
import { webhookEventLabels } from './webhook-event-labels';

type Endpoint = AdminWebhookEndpointsQuery['webhookEndpoints'][number];

function EndpointCard({ endpoint, busy, onTurnOff }: { endpoint: Endpoint; busy: boolean; onTurnOff: () => void }) {
  return (
    <li className="card webhooks__endpoint">
      <div className="webhooks__endpoint-head">
        <span className="cell-strong cell-break">{endpoint.url}</span>
        <span className={`status-badge ${endpoint.disabledAt ? 'status-failed' : 'status-done'}`}>
          {endpoint.disabledAt ? 'Off' : 'Active'}
        </span>
      </div>
      {endpoint.description ? <p className="muted small">{endpoint.description}</p> : null}
      <p className="small">
        {endpoint.events.map((type) => (
          <code key={type} className="webhooks__tag">
            {webhookEventLabels[type].name}
          </code>
        ))}
      </p>
      <p className="muted small">
        Secret <code>{endpoint.secretHint}…</code> · registered {formatDateTime(endpoint.createdAt)}
        {endpoint.disabledAt ? ` · off since ${formatDateTime(endpoint.disabledAt)}` : ''}
      </p>
      {endpoint.disabledAt ? null : (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-label={`Turn off the endpoint ${endpoint.url}`}
          onClick={onTurnOff}
        >
          Turn off
        </button>
      )}
    </li>
  );
}

type EndpointListProps = {
  endpoints: Endpoint[] | undefined;
  error: LoadError | null;
  busy: string | null;
  onTurnOff: (id: string) => void;
};

/** The registered endpoints as cards: URL, state, events, secret hint, and Turn off while active. */
export function EndpointList({ endpoints, error, busy, onTurnOff }: EndpointListProps) {
  return (
    <>
      <h2 className="webhooks__heading">Endpoints</h2>
      <LoadStates data={endpoints} error={error} loadingLabel="Loading the endpoints…">
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No endpoint is registered yet.</p>
          ) : (
            <ul className="webhooks__endpoints">
              {list.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  busy={busy === endpoint.id}
                  onTurnOff={() => onTurnOff(endpoint.id)}
                />
              ))}
            </ul>
          )
        }
      </LoadStates>
    </>
  );
}
