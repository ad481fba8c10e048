import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

type GraphqlResponse<T> = { data?: T | null; errors?: { message?: string }[] };

/**
 * Runs a public GraphQL query with a plain fetch. The public pages stay light this way: Apollo and Firebase load
 * only with the signed-in app.
 */
export async function fetchPublicQuery<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  signal?: AbortSignal,
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: print(document) }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('Cannot reach the server. Check your connection and try again.');
  }
  let body: GraphqlResponse<TData> | null = null;
  try {
    body = (await response.json()) as GraphqlResponse<TData>;
  } catch {
    body = null;
  }
  const message = body?.errors?.map((error) => error.message).find(Boolean);
  if (message) throw new Error(message);
  if (!response.ok || !body?.data) throw new Error(`The server could not answer (HTTP ${response.status}).`);
  return body.data;
}
