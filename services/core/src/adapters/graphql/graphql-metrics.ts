import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';
import type { Metrics } from '../metrics/metrics-registry.ts';

/**
 * Times each GraphQL operation, named by its type and first root field (`query me`, `mutation saveDraft`): the
 * client's own operation name is free text, so it would let any caller add label values without end.
 */
export function graphqlMetrics(metrics: Metrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operation, response }) {
          const first = operation?.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
          const name =
            operation && first?.kind === Kind.FIELD ? `${operation.operation} ${first.name.value}` : 'unparsed';
          const errors = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
          metrics.observeGraphql(
            { operation: name, outcome: errors ? 'error' : 'ok' },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}
