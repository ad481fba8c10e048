import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics-registry.ts';

/** Observes every answered request by its route's pattern (`unmatched` when no route took it). */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeHttp({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
}
