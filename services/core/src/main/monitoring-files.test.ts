import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetrics } from '../adapters/metrics/metrics-registry.ts';

// The alert rules and the dashboard in deploy/monitoring only work while every metric they query exists: read both
// files and check each metric name against what a process of this build serves.

const monitoring = new URL('../../../../deploy/monitoring/', import.meta.url);

/** Every series name this build can serve: each metric, with a histogram's _bucket, _count and _sum. */
async function servedNames(): Promise<Set<string>> {
  const metrics = createMetrics();
  metrics.watchDeadlineQueue(['waiting'], async () => ({ waiting: 0 }));
  metrics.watchOperations(async () => ({ waiting: [], releases: [], outboxes: [] }));
  metrics.watchReadiness(async () => ({ ready: true }));
  metrics.watchDatabasePool(async () => ({ total: 1, idle: 1, waiting: 0 }));
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    // prom-client types `type` as an enum; at run time it is the name.
    if (String(metric.type) === 'histogram')
      for (const end of ['_bucket', '_count', '_sum']) names.add(metric.name + end);
  }
  return names;
}

const metricNamesIn = (expr: string) => expr.match(/\bmocktest_[a-z0-9_]+/g) ?? [];

type Rule = {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string };
};

describe('monitoring files', () => {
  it('alert rules: the required alerts, each complete, on metrics that exist', async () => {
    const file = parse(readFileSync(new URL('alerts.yml', monitoring), 'utf8')) as { groups: { rules: Rule[] }[] };
    const rules = file.groups.flatMap((group) => group.rules);
    const served = await servedNames();

    for (const rule of rules) {
      expect(rule, rule.alert).toMatchObject({
        alert: expect.stringMatching(/^[A-Z][A-Za-z]+$/),
        expr: expect.any(String),
        for: expect.stringMatching(/^\d+[smh]$/),
        labels: { severity: expect.stringMatching(/^(page|ticket)$/) },
        annotations: { summary: expect.any(String) },
      });
      expect(metricNamesIn(rule.expr).length, rule.alert).toBeGreaterThan(0);
      for (const name of metricNamesIn(rule.expr)) expect(served.has(name), `${rule.alert}: ${name}`).toBe(true);
    }
    const exprOf = (name: string) => rules.find((rule) => rule.alert === name)?.expr;
    expect(exprOf('EvaluationsLateShareHigh')).toMatch(/mocktest_releases_on_time_ratio.*< 0\.99/);
    expect(exprOf('DeadlineTimersLate')).toMatch(/histogram_quantile\(0\.99,.*mocktest_timer_lateness_seconds.*> 60/);
    expect(exprOf('OutboxDeliveriesFailing')).toMatch(/mocktest_outbox_backlog\{status="failed"\}/);
    expect(exprOf('DeadlineQueueGrowing')).toMatch(/mocktest_deadline_queue_jobs/);
    expect(exprOf('ReplicaNotReady')).toMatch(/mocktest_ready == 0/);
  });

  it('dashboard: every panel queries metrics that exist', async () => {
    const dashboard = JSON.parse(readFileSync(new URL('grafana-dashboard.json', monitoring), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const served = await servedNames();
    expect(dashboard.panels.length).toBeGreaterThan(0);
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        expect(metricNamesIn(target.expr).length, panel.title).toBeGreaterThan(0);
        for (const name of metricNamesIn(target.expr)) expect(served.has(name), `${panel.title}: ${name}`).toBe(true);
      }
    }
  });
});
