import type { GraphiQL } from 'graphiql';
import type { ComponentProps } from 'react';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/**
 * Sends the explorer's operations to /graphql with the headers typed in its Headers editor (where the integrator
 * pastes `Authorization: Bearer <key>`); no cookie goes along, so what works here works from a server too.
 */
export function createExplorerFetcher(endpoint: string): Fetcher {
  return async (params, options) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    for (const [name, value] of Object.entries(options?.headers ?? {})) {
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(params),
      credentials: 'omit',
    });
    return response.json();
  };
}
