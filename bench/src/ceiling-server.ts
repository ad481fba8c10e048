import Fastify from 'fastify';
import pg from 'pg';

// The bench's raw ceiling: a bare Fastify route that inserts or reads one row with `pg` on the same PostgreSQL,
// with no auth, no ORM and no logging. Every product call is compared with it, measured in the same run.
// Run as a process of its own (like the platform), with PORT and DATABASE_URL.

export const ceilingSeedRows = 1_000;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
await pool.query(
  'create table if not exists bench_ceiling (id bigserial primary key, owner text not null, body text not null, created_at timestamptz not null default now())',
);
const { rows } = await pool.query<{ count: string }>('select count(*) from bench_ceiling');
if (Number(rows[0]?.count) < ceilingSeedRows) {
  await pool.query(
    "insert into bench_ceiling (owner, body) select 'seed', repeat('x', 1400) from generate_series(1, $1)",
    [ceilingSeedRows],
  );
}

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.post<{ Body: { owner: string; text: string } }>('/insert', async (request) => {
  const result = await pool.query<{ id: string }>(
    'insert into bench_ceiling (owner, body) values ($1, $2) returning id',
    [request.body.owner, request.body.text],
  );
  return { id: result.rows[0]?.id };
});
app.get<{ Querystring: { id: string } }>('/read', async (request, reply) => {
  const result = await pool.query('select id, owner, body, created_at from bench_ceiling where id = $1', [
    request.query.id,
  ]);
  if (result.rowCount === 0) return reply.code(404).send({ error: 'not found' });
  return result.rows[0];
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
}
