import type { ApolloServerPlugin } from '@apollo/server';

export type RequestIdContext = { requestId: string };

/**
 * Each error of an answer names the request in `extensions.requestId`, the id its log lines carry (formatError sees
 * no request, so this is done once the answer is complete).
 */
export const requestIdInErrors: ApolloServerPlugin<RequestIdContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        const { singleResult } = response.body;
        singleResult.errors = (singleResult.errors ?? []).map((error) => ({
          ...error,
          extensions: { ...error.extensions, requestId: contextValue.requestId },
        }));
      },
    };
  },
};
