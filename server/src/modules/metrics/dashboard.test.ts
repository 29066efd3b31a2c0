/**
 * The dashboard and the alert rules shipped in deploy/ (issue 33) read only metrics the app
 * exports: every metric named in a panel's or a rule's expression is on a real scrape of
 * GET /metrics (or is Prometheus' own `up`). Grafana is not run here; this is what can be checked
 * without it. `promtool check rules` (npm run test:deploy) checks the rules' syntax.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemorySharedState } from '../../lib/shared-state';
import { dashboardQueries } from '../../../../scripts/test-deploy/prometheus';
import { createTestApp } from '../../test-support/test-app';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DASHBOARD = path.join(ROOT, 'deploy/grafana/dashboards/formloom.json');
const RULES = path.join(ROOT, 'deploy/prometheus/alerts.yml');

/** PromQL's words that are not metric names (functions, aggregations, modifiers). */
const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'by',
  'without',
  'rate',
  'irate',
  'increase',
  'histogram_quantile',
  'label_values',
  'and',
  'or',
  'unless',
  'on',
  'ignoring',
  'bool',
  'offset',
]);

/** The metric names an expression reads: label matchers, ranges, groupings and variables removed. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+/g, ' ')
    .replace(/"[^"]*"/g, ' ');
  const words = bare.match(/[A-Za-z_:][\w:]*/g) ?? [];
  return [...new Set(words.filter((w) => !PROMQL_WORDS.has(w)))];
}

/** Every expression of deploy/prometheus/alerts.yml (single-line and `|` blocks). */
function ruleExpressions(text: string): string[] {
  const lines = text.split('\n');
  const exprs: string[] = [];
  lines.forEach((line, i) => {
    const m = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!m) return;
    if (m[2] !== '|') return void exprs.push(m[2]!);
    const block: string[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const next = lines[j]!;
      if (next.trim() && next.search(/\S/) <= m[1]!.length) break;
      block.push(next);
    }
    exprs.push(block.join('\n'));
  });
  return exprs;
}

interface Panel {
  title: string;
  targets?: { expr: string }[];
}

async function exportedMetrics(): Promise<Set<string>> {
  // A Redis-backed instance, so the Redis gauge is among them (its ping answers from memory).
  const sharedState = new MemorySharedState();
  Object.defineProperty(sharedState, 'kind', { value: 'redis' });
  const token = crypto.randomBytes(24).toString('base64url');
  const t = await createTestApp({ env: { METRICS_TOKEN: token }, sharedState });
  try {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const names = new Set(['up']);
    for (const m of res.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      const [, name, type] = m as unknown as [string, string, string];
      names.add(name);
      if (type === 'histogram' || type === 'summary') {
        for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
      }
    }
    return names;
  } finally {
    await t.close();
  }
}

describe('deploy/ dashboards and alerts', () => {
  it('reads the names out of an expression', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{route!="/metrics"}[5m]))) > 1',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(metricNames('max(a_total{x="y"}) / on (instance) b_bytes')).toEqual([
      'a_total',
      'b_bytes',
    ]);
  });

  it('name only metrics the app exports, in every panel and every rule', async () => {
    const exported = await exportedMetrics();
    const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as {
      uid: string;
      panels: Panel[];
    };
    expect(dashboard.uid).toBe('formloom-overview');
    expect(dashboard.panels.length).toBeGreaterThan(10);
    const used = new Set<string>();
    for (const panel of dashboard.panels) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets!) {
        const names = metricNames(expr);
        expect(names.length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
        for (const name of names) {
          expect(exported.has(name), `${panel.title} reads ${name}`).toBe(true);
          used.add(name);
        }
      }
    }
    const rules = ruleExpressions(fs.readFileSync(RULES, 'utf8'));
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const expr of rules) {
      for (const name of metricNames(expr)) {
        expect(exported.has(name), `the rule ${expr} reads ${name}`).toBe(true);
      }
    }
    // The list is on the dashboard.
    for (const name of [
      'http_request_duration_seconds_bucket',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds_sum',
      'formloom_submissions_total',
      'formloom_mail_outbox_pending',
      'formloom_webhook_deliveries_pending',
      'formloom_db_pool_in_use',
      'formloom_db_pool_waiting',
      'formloom_redis_up',
      'formloom_rate_limited_total',
    ]) {
      expect(used.has(name), name).toBe(true);
    }
  });

  it("fills the dashboard's variables as Grafana does for every instance (npm run test:deploy runs them)", () => {
    const queries = dashboardQueries(fs.readFileSync(DASHBOARD, 'utf8'));
    const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };
    expect(queries).toHaveLength(dashboard.panels.flatMap((p) => p.targets ?? []).length);
    for (const { panel, expr } of queries) {
      expect(expr, panel).not.toContain('$');
      expect(expr, panel).toMatch(/instance=~"\.\*"/);
    }
    expect(queries.filter((q) => q.expr.includes('[30s]')).length).toBeGreaterThan(5);
  });
});
