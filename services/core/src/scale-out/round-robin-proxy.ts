import { Agent, createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny reverse proxy for the scale-out test: each request goes to the next upstream in turn (strict round robin,
// whatever the connection it came on), as a load balancer in front of several replicas would send it. The answer
// carries `x-served-by: <upstream name>`, so a test can see which replica answered.

export type Upstream = { name: string; port: number; host?: string };

export type RoundRobinProxy = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The upstream name of every request forwarded so far, in order. */
  served: string[];
  /** The upstream the next request will go to. */
  nextUpstream(): string;
  close(): Promise<void>;
};

export const servedByHeader = 'x-served-by';

// Hop-by-hop headers are the proxy's own business, never forwarded.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: IncomingMessage['headers']): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name)) kept[name] = value;
  }
  return kept;
}

/** Starts the proxy on 127.0.0.1 (a free port unless given). */
export async function startRoundRobinProxy(upstreams: Upstream[], options: { port?: number } = {}) {
  if (upstreams.length === 0) throw new Error('The proxy needs at least one upstream.');
  const agent = new Agent({ keepAlive: true });
  const served: string[] = [];
  let next = 0;

  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = upstreams[next % upstreams.length] as Upstream;
    next += 1;
    served.push(upstream.name);
    const client = incoming.socket.remoteAddress ?? '127.0.0.1';
    const headers = forwardable(incoming.headers);
    // As Caddy and nginx do: the client's address appended, the original host and scheme named.
    const chain = incoming.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = chain ? `${String(chain)}, ${client}` : client;
    headers['x-forwarded-host'] = incoming.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    const upstreamRequest = request(
      {
        host: upstream.host ?? '127.0.0.1',
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
        agent,
      },
      (upstreamResponse) => {
        outgoing.writeHead(upstreamResponse.statusCode ?? 502, {
          ...forwardable(upstreamResponse.headers),
          [servedByHeader]: upstream.name,
        });
        upstreamResponse.pipe(outgoing);
      },
    );
    upstreamRequest.on('error', (error) => {
      if (outgoing.headersSent) {
        outgoing.destroy(error);
        return;
      }
      outgoing.writeHead(502, { 'content-type': 'application/json', [servedByHeader]: upstream.name });
      outgoing.end(
        JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `upstream ${upstream.name}: ${error.message}` } }),
      );
    });
    incoming.pipe(upstreamRequest);
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    served,
    nextUpstream: () => (upstreams[next % upstreams.length] as Upstream).name,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  } satisfies RoundRobinProxy;
}
