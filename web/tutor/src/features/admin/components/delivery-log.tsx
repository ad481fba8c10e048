import { formatDateTime } from '@mocktest/web-shared/format';
import type { AdminWebhookDeliveriesQuery } from '../../../gql/graphql';
import { actionColumn, type Column, DataTable } from '../../../shared/ui/data-table';
import type { LoadError } from '../../../shared/ui/load-states';
import { deliveryStatusLabels, webhookEventLabels } from './webhook-event-labels';

type Delivery = AdminWebhookDeliveriesQuery['webhookDeliveries'][number];

function StatusCell({ delivery }: { delivery: Delivery }) {
  const status = deliveryStatusLabels[delivery.status];
  return (
    <>
      <span className={`status-badge ${status.className}`}>{status.label}</span>
      {delivery.deliveredAt ? (
        <span className="muted small mail-detail">{formatDateTime(delivery.deliveredAt)}</span>
      ) : delivery.status === 'PENDING' && delivery.attempts > 0 ? (
        <span className="muted small mail-detail">next try {formatDateTime(delivery.nextAttemptAt)}</span>
      ) : null}
    </>
  );
}

function LastAnswerCell({ delivery }: { delivery: Delivery }) {
  const { lastStatusCode, lastError } = delivery;
  return (
    <>
      {lastStatusCode !== null ? <span className="cell-strong">HTTP {lastStatusCode}</span> : null}
      {lastError ? <span className="mail-error mail-detail">{lastError}</span> : null}
      {lastStatusCode === null && !lastError ? <span className="muted">—</span> : null}
    </>
  );
}

type DeliveryLogProps = {
  deliveries: Delivery[] | undefined;
  error: LoadError | null;
  /** An endpoint's URL by its id (a delivery names only the id). */
  urlOf: Map<string, string>;
  busy: string | null;
  onRedeliver: (id: string) => void;
};

/** Every delivery, newest first: event, endpoint, status, tries, the receiver's last answer, and Redeliver once done. */
export function DeliveryLog({ deliveries, error, urlOf, busy, onRedeliver }: DeliveryLogProps) {
  const columns: Column<Delivery>[] = [
    {
      header: 'Event',
      cell: (delivery) => (
        <>
          <code>{webhookEventLabels[delivery.eventType].name}</code>
          <span className="muted small mail-detail">
            <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
          </span>
          <span className="muted small mail-detail cell-break">{delivery.eventId}</span>
        </>
      ),
    },
    {
      header: 'Endpoint',
      className: 'cell-break',
      cell: (delivery) => urlOf.get(delivery.endpointId) ?? delivery.endpointId,
    },
    { header: 'Status', cell: (delivery) => <StatusCell delivery={delivery} /> },
    { header: 'Tries', cell: (delivery) => delivery.attempts },
    { header: 'Last answer', cell: (delivery) => <LastAnswerCell delivery={delivery} /> },
    actionColumn((delivery) =>
      delivery.status === 'PENDING' ? null : (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Redeliver ${webhookEventLabels[delivery.eventType].name} ${delivery.eventId}`}
          disabled={busy === delivery.id}
          aria-busy={busy === delivery.id}
          onClick={() => onRedeliver(delivery.id)}
        >
          Redeliver
        </button>
      ),
    ),
  ];
  return (
    <>
      <h2 className="webhooks__heading">Deliveries</h2>
      <DataTable
        rows={deliveries}
        error={error}
        empty={<p className="muted">Nothing has been sent yet.</p>}
        caption="Webhook deliveries, newest first"
        columns={columns}
        rowKey={(delivery) => delivery.id}
        rowClassName={(delivery) => (delivery.status === 'FAILED' ? 'row-failed' : undefined)}
      />
    </>
  );
}
