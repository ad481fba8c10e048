import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runLoad } from './load.ts';

// The autosave calls give each connection candidates of its own, so that no two saves of one attempt are in flight
// together: that needs `connection` to name the same socket for the whole run.

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(handle: (socketPort: number, connection: number) => void): Promise<string> {
  const listening = createServer((request, response) => {
    handle(request.socket.remotePort ?? -1, Number(request.headers['x-connection']));
    // A little latency so that the connections overlap.
    setTimeout(() => response.end('ok'), 2);
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

describe('runLoad', () => {
  it('numbers each connection once, so a connection number always names the same socket', async () => {
    const socketsOf = new Map<number, Set<number>>();
    const origin = await listen((socket, connection) => {
      const sockets = socketsOf.get(connection) ?? new Set();
      sockets.add(socket);
      socketsOf.set(connection, sockets);
    });
    const seen = new Set<number>();
    const result = await runLoad(
      origin,
      {
        graphql: false,
        next: (connection) => {
          seen.add(connection);
          return { method: 'GET', path: '/', headers: { 'x-connection': String(connection) } };
        },
      },
      { connections: 8, seconds: 1 },
    );
    expect(result.errors).toBe(0);
    expect(result.requests).toBeGreaterThan(100);
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const [connection, sockets] of socketsOf)
      expect({ connection, sockets: sockets.size }).toEqual({ connection, sockets: 1 });
  });
});
