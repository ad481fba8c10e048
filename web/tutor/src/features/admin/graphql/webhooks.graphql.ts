import { graphql } from '../../../gql';

export const webhookEndpointsQuery = graphql(`
  query AdminWebhookEndpoints {
    webhookEndpoints {
      id
      url
      events
      description
      secretHint
      createdAt
      disabledAt
    }
  }
`);

export const webhookDeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($endpointId: ID) {
    webhookDeliveries(endpointId: $endpointId, limit: 100) {
      id
      endpointId
      eventId
      eventType
      status
      attempts
      lastStatusCode
      lastError
      createdAt
      nextAttemptAt
      deliveredAt
    }
  }
`);

export const registerWebhookEndpointMutation = graphql(`
  mutation AdminRegisterWebhookEndpoint($url: String!, $events: [WebhookEventType!]!, $description: String) {
    registerWebhookEndpoint(url: $url, events: $events, description: $description) {
      secret
      endpoint {
        id
        url
        events
        description
        secretHint
        createdAt
        disabledAt
      }
    }
  }
`);

export const disableWebhookEndpointMutation = graphql(`
  mutation AdminDisableWebhookEndpoint($id: ID!) {
    disableWebhookEndpoint(id: $id) {
      id
      disabledAt
    }
  }
`);

export const redeliverWebhookMutation = graphql(`
  mutation AdminRedeliverWebhook($id: ID!) {
    redeliverWebhook(id: $id) {
      id
      status
      attempts
      lastError
      nextAttemptAt
    }
  }
`);
