import type { FastifyInstance } from 'fastify';
import type { ReadinessProbe } from './readiness.ts';

/**
 * `GET /healthz`: the process is alive (for a restart decision). `GET /readyz`: it can serve (for a load balancer),
 * 503 naming what is not ready. Probes are exempt from rate limiting: they come often, from one address.
 */
export async function registerHealthRoutes(app: FastifyInstance, readiness: ReadinessProbe): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'alive' }));

  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    const report = await readiness.check();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: report.ready ? 'ready' : 'unavailable', failing: report.failing, checks: report.checks });
  });
}
