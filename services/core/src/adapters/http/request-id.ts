import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id, in both directions. */
export const requestIdHeader = 'x-request-id';

// An id a proxy or load balancer already gave the request is kept, so that its logs and ours name the same request;
// only when it looks like one (a short token, nothing that could forge a log line), else the server makes its own.
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the incoming id when acceptable, else a fresh UUID. Every log line of the request names it. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}

/** Every answer names its request in the header, refusals of the earliest hooks included (so register it first). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}
