import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedOrm } from '../adapters/persistence/create-persistence.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestPersistence, testDatabaseUrl } from '../test-support/test-database.ts';
import { graphqlOk } from './api-helpers.ts';

/** A local port nobody listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const readyz = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

describe('health probes', () => {
  describe('with everything up', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers /healthz while the process runs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'alive' });
    });

    it('is ready when the database answers with every migration applied, and says so in GraphQL too', async () => {
      expect(await readyz(t)).toEqual({
        status: 200,
        body: { status: 'ready', failing: [], checks: { database: 'ok', migrations: 'ok' } },
      });
      expect(await graphqlOk(t.app, '{ health }')).toEqual({ health: 'ok' });
    });

    it('answers 503 once a stop has begun, so a load balancer drains this replica, while other calls still work', async () => {
      t.container.lifecycle.stopping = true;
      try {
        expect(await readyz(t)).toEqual({
          status: 503,
          body: { status: 'unavailable', failing: ['shutdown'], checks: { shutdown: 'stopping' } },
        });
        // Requests that reach it while it drains are still served.
        expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        t.container.lifecycle.stopping = false;
      }
      expect((await readyz(t)).status).toBe(200);
    });

    it('names the migrations when one of this build is not applied', async () => {
      // A second connection to the same database, to forget the latest migration as an older build would.
      const orm = await openMigratedOrm({ databaseUrl: testDatabaseUrl(), dataDir: '' });
      const connection = orm.em.fork().getConnection();
      const [latest] = await connection.execute<{ id: number; name: string; executed_at: Date }[]>(
        'select id, name, executed_at from mikro_orm_migrations order by id desc limit 1',
      );
      if (!latest) throw new Error('The test database has no applied migration.');
      await connection.execute('delete from mikro_orm_migrations where id = ?', [latest.id]);
      try {
        expect(await readyz(t)).toEqual({
          status: 503,
          body: {
            status: 'unavailable',
            failing: ['migrations'],
            checks: { database: 'ok', migrations: `1 pending: ${latest.name}` },
          },
        });
      } finally {
        await connection.execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [
          latest.id,
          latest.name,
          latest.executed_at,
        ]);
        await orm.close();
      }
    });
  });

  it('answers 503 naming the database when it is gone, in GraphQL too', async () => {
    const persistence = await createTestPersistence();
    const t = await createTestApp({ persistence });
    try {
      await persistence.close();

      expect(await readyz(t)).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          failing: ['database'],
          checks: { database: 'unreachable', migrations: 'not checked' },
        },
      });
      expect(await graphqlOk(t.app, '{ health }')).toEqual({ health: 'unavailable: database (unreachable)' });
      // Still alive: restarting the process would not bring the database back.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming Redis when it accepts connections but never answers, within the probe budget', async () => {
    // A hung Redis: the TCP handshake succeeds, no reply ever comes.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${address.port}`, HEALTH_CHECK_TIMEOUT_MS: '1000' },
    });
    try {
      const started = Date.now();
      const answer = await readyz(t);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ failing: ['redis'], checks: { redis: 'no answer within 1000 ms' } });
    } finally {
      await t.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('answers 503 naming Redis when REDIS_URL points at a dead port, within the probe budget', async () => {
    const t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, HEALTH_CHECK_TIMEOUT_MS: '1000' },
    });
    try {
      const started = Date.now();
      const answer = await readyz(t);
      // Fault budget of the brief: a dead Redis must not hang the probe (one 1 s check, plus slack).
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(answer).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          failing: ['redis'],
          checks: { database: 'ok', migrations: 'ok', redis: 'unreachable' },
        },
      });
    } finally {
      await t.close();
    }
  });
});
