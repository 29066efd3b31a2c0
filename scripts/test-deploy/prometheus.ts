/**
 * For scripts/test-deploy.ts (issue 33): the shipped Prometheus files against the running
 * containers. `promtool check rules` on deploy/prometheus/alerts.yml, then Debian's Prometheus
 * (apt-get install -y prometheus; no image registry is reachable for prom/prometheus) on the host
 * with a copy of deploy/prometheus/prometheus.yml whose targets are the two containers instead of
 * Compose's `app` DNS name, and whose token file is this run's. It passes when Prometheus scrapes
 * both instances (`up` is 1 for each, and each reports its own request counts), every alert
 * rule loaded and evaluates without error, and every query of the Grafana dashboard
 * (deploy/grafana/dashboards/formloom.json, with its variables as Grafana fills them for "All")
 * evaluates and, but for the panels that only show trouble, returns series. Grafana is not in
 * Debian and is not run: this is what it would ask Prometheus.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mustRun, waitFor } from './run-command';

export interface PrometheusCheck {
  root: string;
  workDir: string;
  logFile: string;
  /** host:port of each app instance. */
  targets: string[];
  metricsToken: string;
  port: number;
  /** Registers how to stop Prometheus, for the caller's clean-up (also when a step fails). */
  onCleanup: (what: string, undo: () => Promise<unknown>) => void;
}

export interface PrometheusFigures {
  rules: number;
  targetsUp: number;
  scrapeMs: number[];
  /** The dashboard's queries that evaluated, and the panels that had no series (allowed ones). */
  dashboardQueries: number;
  dashboardPanelsEmpty: string[];
}

/** Panels that are empty on a healthy run: they draw only what went wrong. */
const EMPTY_WHEN_HEALTHY = new Set(['5xx ratio', 'Rate-limit refusals by route']);

interface DashboardQuery {
  panel: string;
  expr: string;
}

/**
 * Each panel target's expression as Grafana sends it with "All" instances picked: `$instance` is
 * the variable's `allValue`, `$__rate_interval` at least four scrape intervals (this run's 2 s).
 */
export function dashboardQueries(dashboard: string): DashboardQuery[] {
  const parsed = JSON.parse(dashboard) as {
    templating: { list: { name: string; allValue?: string }[] };
    panels: { title: string; targets?: { expr: string }[] }[];
  };
  const all = new Map(parsed.templating.list.map((v) => [v.name, v.allValue ?? '.*']));
  return parsed.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({
      panel: panel.title,
      expr: target.expr
        .replace(/\$__rate_interval/g, '30s')
        .replace(/\$(\w+)/g, (whole, name: string) => all.get(name) ?? whole),
    })),
  );
}

type Vector = { metric: Record<string, string>; value: [number, string] }[];

/** The rendered config: the shipped file with this run's targets, token, interval and rules. */
export function renderPrometheusConfig(shipped: string, dir: string, targets: string[]): string {
  if (!/dns_sd_configs:\n(\s+- names: \[app\][^\n]*\n(?:\s+\w+: [^\n]+\n)+)/.test(shipped)) {
    throw new Error(
      'deploy/prometheus/prometheus.yml no longer has the dns_sd_configs block this test adapts',
    );
  }
  return (
    shipped
      .replace(
        /dns_sd_configs:\n(\s+- names: \[app\][^\n]*\n(?:\s+\w+: [^\n]+\n)+)/,
        `static_configs:\n      - targets: [${targets.map((t) => `'${t}'`).join(', ')}]\n`,
      )
      .replace('/run/secrets/metrics_token', path.join(dir, 'metrics-token'))
      // Fast enough for a test to wait on, the rules evaluated as often.
      .replace(/scrape_interval: \d+s/, 'scrape_interval: 2s')
      .replace(/evaluation_interval: \d+s/, 'evaluation_interval: 2s')
  );
}

export async function checkPrometheus(check: PrometheusCheck): Promise<PrometheusFigures> {
  const shippedDir = path.join(check.root, 'deploy/prometheus');
  await mustRun('promtool', ['check', 'rules', path.join(shippedDir, 'alerts.yml')], {
    logFile: check.logFile,
  });
  const dir = path.join(check.workDir, 'prometheus');
  fs.mkdirSync(path.join(dir, 'data'), { recursive: true });
  fs.copyFileSync(path.join(shippedDir, 'alerts.yml'), path.join(dir, 'alerts.yml'));
  fs.writeFileSync(path.join(dir, 'metrics-token'), check.metricsToken, { mode: 0o600 });
  const config = path.join(dir, 'prometheus.yml');
  const shipped = fs.readFileSync(path.join(shippedDir, 'prometheus.yml'), 'utf8');
  fs.writeFileSync(config, renderPrometheusConfig(shipped, dir, check.targets));
  await mustRun('promtool', ['check', 'config', config], { logFile: check.logFile });

  const log = fs.openSync(path.join(dir, 'prometheus.log'), 'w');
  const child = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${check.port}`,
    ],
    { stdio: ['ignore', log, log] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  check.onCleanup('prometheus', async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.closeSync(log);
  });

  const api = `http://127.0.0.1:${check.port}/api/v1`;
  const query = async (promql: string): Promise<Vector> => {
    const res = await fetch(`${api}/query?query=${encodeURIComponent(promql)}`);
    if (!res.ok) return [];
    return ((await res.json()) as { data: { result: Vector } }).data.result;
  };
  const value = (v: Vector[number]) => Number(v.value[1]);

  let up: Vector = [];
  await waitFor(
    'Prometheus scraping both instances',
    async () => {
      up = await query('up{job="formloom"}').catch(() => []);
      return up.length === check.targets.length && up.every((v) => value(v) === 1);
    },
    60_000,
  );
  // Each instance's own counters, not one instance answered twice.
  let perInstance: Vector = [];
  await waitFor(
    'request counts from each instance',
    async () => {
      perInstance = await query(
        'sum by (instance) (http_request_duration_seconds_count{job="formloom"})',
      ).catch(() => []);
      return perInstance.length === check.targets.length && perInstance.every((v) => value(v) > 0);
    },
    30_000,
  );

  type RuleGroup = { name: string; rules: { name: string; health: string; lastError?: string }[] };
  let groups: RuleGroup[] = [];
  await waitFor(
    'the alert rules loaded and evaluated',
    async () => {
      const res = await fetch(`${api}/rules`).catch(() => null);
      if (!res?.ok) return false;
      groups = ((await res.json()) as { data: { groups: RuleGroup[] } }).data.groups;
      const rules = groups.flatMap((g) => g.rules);
      return rules.length > 0 && rules.every((r) => r.health !== 'unknown');
    },
    30_000,
  );
  const rules = groups.flatMap((g) => g.rules);
  const broken = rules.filter((r) => r.health !== 'ok');
  if (broken.length) {
    throw new Error(
      `rules that do not evaluate: ${broken.map((r) => `${r.name} (${r.lastError})`).join('; ')}`,
    );
  }
  const scrape = await query('scrape_duration_seconds{job="formloom"}');

  // The dashboard, once its rates span a few scrapes: each query must evaluate (a query Grafana
  // cannot run shows an error in its panel), and each panel but the trouble ones must draw.
  const panels = dashboardQueries(
    fs.readFileSync(path.join(check.root, 'deploy/grafana/dashboards/formloom.json'), 'utf8'),
  );
  const evaluate = async ({ expr }: DashboardQuery) => {
    const res = await fetch(`${api}/query?query=${encodeURIComponent(expr)}`);
    const body = (await res.json()) as { status: string; error?: string; data?: { result: [] } };
    if (!res.ok || body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
    return body.data!.result.length;
  };
  let empty: string[] = [];
  await waitFor(
    "the dashboard's panels drawing",
    async () => {
      const counts = await Promise.all(panels.map(evaluate));
      const drawn = new Set(panels.filter((_, i) => counts[i]! > 0).map((q) => q.panel));
      empty = [...new Set(panels.map((q) => q.panel))].filter((panel) => !drawn.has(panel));
      return empty.every((panel) => EMPTY_WHEN_HEALTHY.has(panel));
    },
    30_000,
  ).catch((err: unknown) => {
    // A query that does not evaluate says so itself; a wait that ran out names the empty panels.
    if (!String(err).includes('timed out')) throw err;
    throw new Error(`dashboard panels without data: ${empty.join(', ')}`);
  });
  return {
    rules: rules.length,
    targetsUp: up.length,
    scrapeMs: scrape.map((v) => Math.round(value(v) * 1000)),
    dashboardQueries: panels.length,
    dashboardPanelsEmpty: empty,
  };
}
