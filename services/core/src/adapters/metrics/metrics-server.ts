import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * Serves `GET /metrics` on a port of its own (METRICS_PORT), apart from the public one: the platform's address never
 * shows its metrics, and the scrape passes no host check, rate limit or sign-in.
 */
export async function startMetricsServer(options: {
  registry: Registry;
  host: string;
  port: number;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    options.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
