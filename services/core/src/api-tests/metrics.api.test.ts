import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsServer, startMetricsServer } from '../adapters/metrics/metrics-server.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphql, graphqlOk, waitUntil } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// METRICS_PORT set: the process measures its requests, operations, timers and itself, and answers GET /metrics on
// that port only, in Prometheus's text format.

let t: TestApp;
let server: MetricsServer;
const scrape = async (path = '/metrics') => fetch(`http://127.0.0.1:${server.port}${path}`);
const metricsText = async () => (await scrape()).text();

/** The value of one series (`name{labels}`), or undefined when the scrape does not show it. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  // A 1-second evaluation deadline: the in-process timer of a submission comes due during the test.
  t = await createTestApp({ deadlineSeconds: 1, env: { METRICS_PORT: '0' } });
  await t.reset();
  const registry = t.container.metrics?.registry;
  if (!registry) throw new Error('METRICS_PORT is set: the container must measure');
  server = await startMetricsServer({ registry, host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  await t.close();
});

describe('Prometheus metrics', () => {
  it('counts HTTP requests by route pattern and status, and GraphQL operations by root field and outcome', async () => {
    const user = await apiScenes(() => t).asCandidate('Mia Metrics');
    await graphql(t.app, '{ me { id } }', { token: user.idToken });
    await graphql(t.app, 'query Anything { me { id } }');
    await t.app.inject({ method: 'GET', url: `/v1/api/users/${user.uid}` });

    const text = await metricsText();
    const http = 'mocktest_http_request_duration_seconds_count';
    expect(seriesValue(text, `${http}{method="POST",route="/graphql",status="200"}`)).toBeGreaterThanOrEqual(2);
    // The route's pattern, not the user's id.
    expect(seriesValue(text, `${http}{method="GET",route="/v1/api/users/:uid",status="401"}`)).toBe(1);
    expect(text).not.toContain(user.uid);
    const graphqlCount = 'mocktest_graphql_operation_duration_seconds_count';
    expect(seriesValue(text, `${graphqlCount}{operation="query me",outcome="ok"}`)).toBeGreaterThanOrEqual(1);
    // The client's own name for the operation is not a label: the schema bounds the names.
    expect(seriesValue(text, `${graphqlCount}{operation="query me",outcome="error"}`)).toBe(1);
    expect(text).not.toContain('Anything');
  });

  it('times database calls and transactions, and shows the connection pool', async () => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    const user = await apiScenes(() => t).asCandidate('Dora Database');
    const before = await metricsText();
    const count = (text: string, kind: string) =>
      seriesValue(text, `mocktest_db_duration_seconds_count{kind="${kind}"}`) ?? 0;
    // A profile change (one transaction) and a start (calls); no submit, whose deadline timer would outlive the test.
    await graphqlOk(t.app, 'mutation { updateMyProfile(input: { country: "PT" }) { id } }', {
      token: user.idToken,
    });
    await graphqlOk(t.app, 'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }', {
      token: user.idToken,
      variables: { id: test.id },
    });

    const after = await metricsText();
    expect(count(after, 'transaction')).toBeGreaterThan(count(before, 'transaction'));
    expect(count(after, 'call')).toBeGreaterThan(count(before, 'call'));
    const pool = (state: string) => seriesValue(after, `mocktest_db_pool_connections{state="${state}"}`);
    expect(pool('total')).toBeGreaterThanOrEqual(1);
    expect(pool('idle')).toBeLessThanOrEqual(pool('total') ?? 0);
    expect(pool('waiting')).toBe(0);
  });

  it("shows the process's memory, event-loop lag and readiness", async () => {
    const text = await metricsText();
    expect(seriesValue(text, 'mocktest_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(seriesValue(text, 'mocktest_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // What /readyz would answer: the test database is up and migrated.
    expect(seriesValue(text, 'mocktest_ready')).toBe(1);
  });

  it('measures how late each due timer was handled', async () => {
    const scenes = apiScenes(() => t);
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    await scenes.submit(await scenes.asCandidate('Tom Timer'), test);

    const handled = 'mocktest_timer_lateness_seconds_count';
    await waitUntil(async () => (seriesValue(await metricsText(), handled) ?? 0) >= 1, 10_000, 'the deadline to run');
    expect(
      seriesValue(await metricsText(), 'mocktest_timer_lateness_seconds_bucket{le="+Inf"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it("shows the plans' promise as it stands: answers waiting and overdue, releases on time, the outbox backlog", async () => {
    await t.reset();
    const scenes = apiScenes(() => t);
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    await scenes.submit(await scenes.asCandidate('Una Unmarked'), test);

    // Its 1-second deadline passes unmet: the apology mail waits in the outbox (no SMTP in tests).
    const apologyQueued = 'mocktest_outbox_backlog{outbox="mail",status="pending"}';
    await waitUntil(async () => (seriesValue(await metricsText(), apologyQueued) ?? 0) >= 1, 10_000, 'the apology');
    const text = await metricsText();
    const byPlan = (name: string) =>
      ['bronze', 'silver', 'gold'].map((plan) => seriesValue(text, `${name}{plan="${plan}"}`));
    expect(byPlan('mocktest_answers_waiting')).toEqual([1, 0, 0]);
    expect(byPlan('mocktest_answers_overdue')).toEqual([1, 0, 0]);
    expect(byPlan('mocktest_answers_due_within_hour')).toEqual([0, 0, 0]);
    expect(seriesValue(text, 'mocktest_releases_due{window="1h"}')).toBe(1);
    expect(seriesValue(text, 'mocktest_releases_on_time_ratio{window="1h"}')).toBe(0);
    expect(seriesValue(text, 'mocktest_releases_due{window="24h"}')).toBe(1);
    // No job runs the first reads in this in-process app: the one owed by the submit waits.
    expect(seriesValue(text, 'mocktest_outbox_backlog{outbox="first-reads",status="pending"}')).toBe(1);
  });

  it('answers only GET /metrics on its port, and the public port has no metrics', async () => {
    expect((await scrape('/other')).status).toBe(404);
    expect((await scrape()).headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
