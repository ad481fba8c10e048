import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the candidate app's build wrote the explorer page (web/candidate/graphql-explorer.html, built). */
export type ExplorerPage = { root: string; file: string };

/**
 * A browser opening /graphql: a GET that accepts HTML and carries no operation. A GET with ?query= (or a persisted
 * query's ?extensions=) stays a GraphQL request whatever it accepts, and so does every POST.
 */
export function wantsExplorer(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const params = (request.query ?? {}) as Record<string, unknown>;
  if ('query' in params || 'extensions' in params) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Sends the explorer's page (its scripts are the app's hashed assets, served beside it). */
export function sendExplorer(reply: FastifyReply, page: ExplorerPage) {
  return reply.header('cache-control', 'no-cache').sendFile(page.file, page.root);
}
