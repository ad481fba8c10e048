import '../admin.css';
import '../webhooks.css';
import { useQuery } from '@apollo/client/react';
import { queryError } from '../../../shared/ui/load-states';
import { DeliveryLog } from '../components/delivery-log';
import { EndpointList } from '../components/endpoint-list';
import { RegisterEndpointForm } from '../components/register-endpoint-form';
import { webhookDeliveriesQuery, webhookEndpointsQuery } from '../graphql/webhooks.graphql';
import { useWebhookActions } from '../lib/use-webhook-actions';

/** The admin's Webhooks screen: endpoints (register, turn off), and the delivery log with a Redeliver action. */
export function WebhooksPage() {
  const endpoints = useQuery(webhookEndpointsQuery, { fetchPolicy: 'cache-and-network' });
  const deliveries = useQuery(webhookDeliveriesQuery, { fetchPolicy: 'cache-and-network', variables: {} });
  const refresh = () => {
    void endpoints.refetch();
    void deliveries.refetch();
  };
  const { busy, turnOff, redeliver } = useWebhookActions(refresh);
  const endpointList = endpoints.data?.webhookEndpoints;

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

      <EndpointList
        endpoints={endpointList}
        error={queryError(endpoints, 'The endpoints could not be loaded.', refresh)}
        busy={busy}
        onTurnOff={turnOff}
      />
      <DeliveryLog
        deliveries={deliveries.data?.webhookDeliveries}
        error={queryError(deliveries, 'The deliveries could not be loaded.', refresh)}
        urlOf={new Map(endpointList?.map((endpoint) => [endpoint.id, endpoint.url]) ?? [])}
        busy={busy}
        onRedeliver={redeliver}
      />
    </section>
  );
}
