import { useMutation } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { useState } from 'react';
import { toast } from 'sonner';
import { disableWebhookEndpointMutation, redeliverWebhookMutation } from '../graphql/webhooks.graphql';

/**
 * Turn off an endpoint, or queue a delivery again. `busy` is the endpoint or delivery under way, so only its button
 * waits; both lists are read again afterwards, whatever the outcome.
 */
export function useWebhookActions(refresh: () => void) {
  const [redeliver] = useMutation(redeliverWebhookMutation);
  const [disable] = useMutation(disableWebhookEndpointMutation);
  const [busy, setBusy] = useState<string | null>(null);

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

  return {
    busy,
    turnOff: (id: string) => void act(id, () => disable({ variables: { id } }), 'The endpoint is off.'),
    redeliver: (id: string) =>
      void act(id, () => redeliver({ variables: { id } }), 'Queued again: it will be sent with the same event id.'),
  };
}
