import '../admin.css';
import '../webhooks.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { RegisterEndpointForm } from '../components/register-endpoint-form';
import { deliveryStatusLabels, webhookEventLabels } from '../components/webhook-event-labels';
import {
  disableWebhookEndpointMutation,
  redeliverWebhookMutation,
  webhookDeliveriesQuery,
  webhookEndpointsQuery,
} from '../graphql/webhooks.graphql';

/** The admin's Webhooks screen: endpoints (register, turn off), and the delivery log with a Redeliver action. */
export function WebhooksPage() {
  const endpoints = useQuery(webhookEndpointsQuery, { fetchPolicy: 'cache-and-network' });
  const deliveries = useQuery(webhookDeliveriesQuery, { fetchPolicy: 'cache-and-network', variables: {} });
  const [redeliver] = useMutation(redeliverWebhookMutation);
  const [disable] = useMutation(disableWebhookEndpointMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => {
    void endpoints.refetch();
    void deliveries.refetch();
  };

  async function act(id: string, work: () => Promise<unknown>, done: string) {
    setBusy(id);
    try {
      await work();
      toast.success(done);
    } catch (caught) {
      toast.error(describeError(caught).message);
    } finally {
      setBusy(null);
      refresh();
    }
  }

  const endpointList = endpoints.data?.webhookEndpoints;
  const log = deliveries.data?.webhookDeliveries;
  const urlOf = new Map(endpointList?.map((e) => [e.id, e.url]) ?? []);

  return (
    <section className="page webhooks" aria-labelledby="webhooks-title">
      <div className="page-header">
        <div>
          <h1 id="webhooks-title">Webhooks</h1>
          <p className="muted">
            Endpoints receive a signed POST when an event happens. A receiver that does not answer 2xx is tried again
            with growing pauses for a day; each try is logged below.
          </p>
        </div>
        <div className="page-header-actions">
          <button type="button" className="button button--secondary" onClick={refresh}>
            Refresh
          </button>
        </div>
      </div>

      <RegisterEndpointForm onRegistered={refresh} />

      <h2 className="webhooks__heading">Endpoints</h2>
      {endpoints.error ? (
        <ErrorAlert
          title="The endpoints could not be loaded."
          message={describeError(endpoints.error).message}
          onRetry={refresh}
        />
      ) : null}
      {!endpointList && !endpoints.error ? <LoadingState label="Loading the endpoints…" /> : null}
      {endpointList && endpointList.length === 0 ? <p className="muted">No endpoint is registered yet.</p> : null}
      {endpointList && endpointList.length > 0 ? (
        <ul className="webhooks__endpoints">
          {endpointList.map((endpoint) => (
            <li key={endpoint.id} className="card webhooks__endpoint">
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
                  disabled={busy === endpoint.id}
                  aria-label={`Turn off the endpoint ${endpoint.url}`}
                  onClick={() =>
                    void act(endpoint.id, () => disable({ variables: { id: endpoint.id } }), 'The endpoint is off.')
                  }
                >
                  Turn off
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <h2 className="webhooks__heading">Deliveries</h2>
      {deliveries.error ? (
        <ErrorAlert
          title="The deliveries could not be loaded."
          message={describeError(deliveries.error).message}
          onRetry={refresh}
        />
      ) : null}
      {log && log.length === 0 ? <p className="muted">Nothing has been sent yet.</p> : null}
      {log && log.length > 0 ? (
        <div className="card card-flush table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Webhook deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Endpoint</th>
                <th scope="col">Status</th>
                <th scope="col">Tries</th>
                <th scope="col">Last answer</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.map((delivery) => {
                const status = deliveryStatusLabels[delivery.status];
                return (
                  <tr key={delivery.id} className={delivery.status === 'FAILED' ? 'row-failed' : undefined}>
                    <td data-label="Event">
                      <code>{webhookEventLabels[delivery.eventType].name}</code>
                      <span className="muted small mail-detail">
                        <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
                      </span>
                      <span className="muted small mail-detail cell-break">{delivery.eventId}</span>
                    </td>
                    <td data-label="Endpoint" className="cell-break">
                      {urlOf.get(delivery.endpointId) ?? delivery.endpointId}
                    </td>
                    <td data-label="Status">
                      <span className={`status-badge ${status.className}`}>{status.label}</span>
                      {delivery.deliveredAt ? (
                        <span className="muted small mail-detail">{formatDateTime(delivery.deliveredAt)}</span>
                      ) : delivery.status === 'PENDING' && delivery.attempts > 0 ? (
                        <span className="muted small mail-detail">
                          next try {formatDateTime(delivery.nextAttemptAt)}
                        </span>
                      ) : null}
                    </td>
                    <td data-label="Tries">{delivery.attempts}</td>
                    <td data-label="Last answer">
                      {delivery.lastStatusCode !== null ? (
                        <span className="cell-strong">HTTP {delivery.lastStatusCode}</span>
                      ) : null}
                      {delivery.lastError ? <span className="mail-error mail-detail">{delivery.lastError}</span> : null}
                      {delivery.lastStatusCode === null && !delivery.lastError ? (
                        <span className="muted">—</span>
                      ) : null}
                    </td>
                    <td className="cell-action">
                      {delivery.status !== 'PENDING' ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`Redeliver ${webhookEventLabels[delivery.eventType].name} ${delivery.eventId}`}
                          disabled={busy === delivery.id}
                          aria-busy={busy === delivery.id}
                          onClick={() =>
                            void act(
                              delivery.id,
                              () => redeliver({ variables: { id: delivery.id } }),
                              'Queued again: it will be sent with the same event id.',
                            )
                          }
                        >
                          Redeliver
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
