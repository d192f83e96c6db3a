import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse } from 'yaml';

/**
 * The monitoring files in deploy/monitoring (docs/operations.md#monitoring), checked for real:
 * promtool checks every rule file and runs every unit test; every alert is made to fire by a
 * test, links a runbook that docs/operations.md has, and is in the generated PrometheusRule; the
 * rules and the Grafana dashboard only query metrics the services export (found in the source),
 * series the rules record, or `up` (Prometheus's own). test/monitoring/prometheus-live.e2e-spec.ts
 * then runs the rules and the dashboard's queries on a real Prometheus scraping the platform.
 *
 * promtool comes from Debian's `prometheus` package; `npm test` finds or fetches it and sets
 * PROMTOOL_PATH (scripts/lib/stack.mjs, ensurePromtool).
 */
const ROOT = join(__dirname, '../../..');
const MONITORING = join(ROOT, 'deploy/monitoring');
const PROMTOOL = process.env.PROMTOOL_PATH || 'promtool';
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const yamlFiles = (dir: string) =>
  readdirSync(join(MONITORING, dir))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `deploy/monitoring/${dir}/${name}`);

/**
 * Metrics the rules may read that no service of this project exports, and where they come from.
 * Only the rules use them; the dashboard reads what the rules record from them.
 */
const EXTERNAL_METRICS: Record<string, string> = {
  up: 'Prometheus itself, for every target',
};
/** Labels Prometheus (and the Prometheus Operator's ServiceMonitors) add to every target's series. */
const TARGET_LABELS = ['job', 'instance', 'namespace', 'pod', 'service', 'endpoint', 'container'];

interface Rule {
  record?: string;
  alert?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface RuleGroup {
  name: string;
  rules: Rule[];
}

const ruleFiles = yamlFiles('rules');
const testFiles = yamlFiles('tests');
const groupsOf = (file: string) => (parse(read(file)) as { groups: RuleGroup[] }).groups;
const groups = ruleFiles.flatMap(groupsOf);
const rules = groups.flatMap((group) => group.rules);
const alerts = rules.filter((rule): rule is Rule & { alert: string } => rule.alert !== undefined);
const alertNames = [...new Set(alerts.map((rule) => rule.alert))];
const recorded = new Set(rules.flatMap((rule) => (rule.record ? [rule.record] : [])));

function promtool(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(PROMTOOL, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.error)
    throw new Error(
      `cannot run ${PROMTOOL} (${result.error.message}): install Debian's prometheus package ` +
        '(apt-get install prometheus), or set PROMTOOL_PATH; npm test fetches it by itself',
    );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A metric the source registers: its name, its type and its label names. */
interface CodeMetric {
  name: string;
  type: string;
  labels: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    if (['node_modules', 'dist', 'console'].includes(entry)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /(?<!\.spec|\.d)\.ts$/.test(entry) ? [path] : [];
  });
}

/**
 * Every prom-client metric constructed in apps/ and libs/: `new Counter|Gauge|Histogram|Summary({
 * name: ... })`. A name is a string, a constant of the same file, or a template whose prefix is a
 * service's `metricsName` (every one found is tried: a slight over-approximation).
 */
function codeMetrics(): CodeMetric[] {
  const files = [...sourceFiles('apps'), ...sourceFiles('libs')].map((path) => ({ path, text: read(path) }));
  const prefixes = [
    ...new Set(files.flatMap(({ text }) => [...text.matchAll(/metricsName: '([a-z_]+)'/g)].map((m) => m[1]))),
  ];
  const found: CodeMetric[] = [];
  for (const { path, text } of files) {
    const constructors = [
      ...text.matchAll(/new (Counter|Gauge|Histogram|Summary)\s*(?:<[^>]*>)?\s*\(\s*\{/g),
    ];
    constructors.forEach((match, i) => {
      const end = Math.min(constructors[i + 1]?.index ?? text.length, match.index + 800);
      const body = text.slice(match.index, end);
      const name = /\bname:\s*([^,\n]+),/.exec(body)?.[1].trim();
      if (!name) throw new Error(`${path}: a ${match[1]} without a name we can read`);
      const labels = [...(/labelNames:\s*\[([^\]]*)\]/.exec(body)?.[1].matchAll(/'([^']+)'/g) ?? [])].map(
        (m) => m[1],
      );
      let names: string[];
      if (/^'[^']+'$/.test(name)) names = [name.slice(1, -1)];
      else if (/^`\$\{[^}]+\}[a-z_]+`$/.test(name)) {
        const suffix = name.slice(name.indexOf('}') + 1, -1);
        names = prefixes.map((prefix) => `${prefix}${suffix}`);
      } else {
        const constant = new RegExp(`const ${name} = '([^']+)'`).exec(text)?.[1];
        if (!constant) throw new Error(`${path}: cannot resolve the metric name ${name}`);
        names = [constant];
      }
      for (const metric of names) found.push({ name: metric, type: match[1].toLowerCase(), labels });
    });
  }
  return found;
}

/** prom-client's default metrics, which every service registers (collectDefaultMetrics). */
function defaultMetrics(): CodeMetric[] {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = registry.getMetricsAsArray().map((metric) => {
    const { name, type } = metric as unknown as { name: string; type: string };
    return { name, type, labels: [] as string[] };
  });
  registry.clear();
  return metrics;
}

/** The series names a metric exports: a histogram's _bucket, _sum and _count. */
function seriesOf(metric: CodeMetric): string[] {
  return ['histogram', 'summary'].includes(metric.type)
    ? [`${metric.name}_bucket`, `${metric.name}_sum`, `${metric.name}_count`, metric.name]
    : [metric.name];
}

const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'group_left',
  'group_right',
  'inf',
  'nan',
]);

/**
 * The metric names a PromQL expression selects, and the label names each selector matches on:
 * strings, ranges and grouping clauses are removed, then every name that is not a function call
 * or a keyword is a metric.
 */
function selectorsIn(expr: string): { metric: string; labels: string[] }[] {
  const text = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const selectors: { metric: string; labels: string[] }[] = [];
  for (const match of text.matchAll(/(?<![\w:.$])([a-zA-Z_:][\w:]*)\s*(\(|\{[^}]*\})?/g)) {
    const [, name, after] = match;
    if (after === '(' || KEYWORDS.has(name)) continue;
    const labels = after ? [...after.matchAll(/([a-zA-Z_]\w*)\s*(?:=~|!~|!=|=)/g)].map((m) => m[1]) : [];
    selectors.push({ metric: name, labels });
  }
  return selectors;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe('monitoring (deploy/monitoring)', () => {
  const code = [...codeMetrics(), ...defaultMetrics()];
  const codeSeries = new Map(code.flatMap((metric) => seriesOf(metric).map((series) => [series, metric])));

  /** What is wrong with the metrics and labels an expression selects ([] when nothing). */
  function unknownIn(expr: string, allowed: (metric: string) => boolean): string[] {
    return selectorsIn(expr).flatMap(({ metric, labels }) => {
      const exported = codeSeries.get(metric);
      if (!exported) return allowed(metric) ? [] : [`${metric}: no such metric`];
      if (exported.labels.length === 0 && labels.length === 0) return [];
      const known = [...exported.labels, ...TARGET_LABELS, ...(metric.endsWith('_bucket') ? ['le'] : [])];
      return labels.filter((label) => !known.includes(label)).map((label) => `${metric}: no label ${label}`);
    });
  }

  it('reads the metrics of the source, and PromQL selectors, as intended', () => {
    const names = code.map((metric) => metric.name);
    for (const name of [
      'http_request_duration_seconds',
      'dedupe_redis_fallback_total',
      'outbox_backlog_oldest_age_seconds',
      'attribution_dead_lettered_total',
      'projection_messages_processed_total',
      'webhook_dispatcher_dead_lettered_total',
      'webhook_due_backlog_age_seconds',
      'gateway_retention_deleted_total',
      'process_cpu_seconds_total',
      'service_ready',
      'attribution_consumer_lag_messages',
      'webhook_dispatcher_consumer_lag_age_seconds',
      'projection_report_latency_seconds',
      'webhook_event_delivery_latency_seconds',
    ])
      expect(names).toContain(name);
    expect(codeSeries.get('http_request_duration_seconds_bucket')?.labels).toEqual([
      'method',
      'route',
      'status',
    ]);
    expect(
      selectorsIn(
        'sum by (le, route) (rate(a_bucket{route=~"x|y", le="0.25"}[$__rate_interval])) / on (topic) group_left b > 1e3 or vector(0) and absent(up{job="g"})',
      ),
    ).toEqual([
      { metric: 'a_bucket', labels: ['route', 'le'] },
      { metric: 'b', labels: [] },
      { metric: 'up', labels: ['job'] },
    ]);
  });

  it.each(ruleFiles)('promtool check rules %s', (file) => {
    const { status, output } = promtool('check', 'rules', file);
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
  });

  it.each(testFiles)('promtool test rules %s', (file) => {
    const { status, output } = promtool('test', 'rules', file);
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
  });

  it('has a unit test that makes every alert fire, and tests healthy series that fire nothing', () => {
    const tests = testFiles.map((file) => {
      const parsed = parse(read(file)) as {
        rule_files: string[];
        tests: { alert_rule_test?: { alertname: string; exp_alerts?: unknown[] }[] }[];
      };
      return { file, ...parsed };
    });
    const cases = tests.flatMap((t) => t.tests.flatMap((group) => group.alert_rule_test ?? []));
    const fired = new Set(cases.filter((c) => (c.exp_alerts ?? []).length > 0).map((c) => c.alertname));
    expect(alertNames.filter((name) => !fired.has(name))).toEqual([]);
    expect(cases.some((c) => (c.exp_alerts ?? []).length === 0)).toBe(true);
    // Every rule file is under test, by a test file that names it.
    const tested = new Set(
      tests.flatMap((t) => t.rule_files.map((rules) => relative(ROOT, join(ROOT, t.file, '..', rules)))),
    );
    expect(ruleFiles.filter((file) => !tested.has(file))).toEqual([]);
  });

  it('gives every alert a severity, a summary, a description and a runbook in docs/operations.md', () => {
    const headings = [...read('docs/operations.md').matchAll(/^### (Runbook: .+)$/gm)].map((m) => m[1]);
    const anchors = headings.map(anchorOf);
    const problems = alerts.flatMap((rule) => {
      // An alert of two severities is two rules: each is checked.
      const wrong: string[] = [];
      if (!['critical', 'warning', 'info'].includes(rule.labels?.severity ?? ''))
        wrong.push(`${rule.alert}: severity ${rule.labels?.severity}`);
      if (!rule.annotations?.summary || !rule.annotations.description)
        wrong.push(`${rule.alert}: no summary or description`);
      const url = `docs/operations.md#runbook-${rule.alert.toLowerCase()}`;
      if (rule.annotations?.runbook_url !== url) wrong.push(`${rule.alert}: runbook_url is not ${url}`);
      if (!anchors.includes(url.split('#')[1]))
        wrong.push(`${rule.alert}: no "### Runbook: ${rule.alert}" heading`);
      return wrong;
    });
    expect([...new Set(problems)]).toEqual([]);
    // And no runbook for an alert that is gone.
    expect(headings.map((heading) => heading.replace('Runbook: ', ''))).toEqual(
      expect.arrayContaining(alertNames),
    );
    expect(headings.filter((heading) => !alertNames.includes(heading.replace('Runbook: ', '')))).toEqual([]);
  });

  it('rules query only metrics the services export, series they record, or the external metrics named here', () => {
    const problems = rules.flatMap((rule) =>
      unknownIn(rule.expr, (metric) => recorded.has(metric) || metric in EXTERNAL_METRICS).map(
        (problem) => `${rule.alert ?? rule.record}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
    expect(new Set(groups.map((group) => group.name)).size).toBe(groups.length);
  });

  it('is the same set of rules in the PrometheusRule, which kustomize applies with ServiceMonitors', () => {
    const resource = parse(read('deploy/monitoring/k8s/prometheusrule.yaml')) as {
      kind: string;
      spec: { groups: RuleGroup[] };
    };
    expect(resource.kind).toBe('PrometheusRule');
    try {
      expect(resource.spec.groups).toEqual(groups);
    } catch (error) {
      throw new Error(
        `deploy/monitoring/k8s/prometheusrule.yaml differs from deploy/monitoring/rules: run ` +
          `node scripts/monitoring-rules.mjs\n${(error as Error).message}`,
      );
    }
    const component = parse(read('deploy/monitoring/k8s/kustomization.yaml')) as { resources: string[] };
    expect(component.resources).toEqual(['servicemonitors.yaml', 'prometheusrule.yaml']);
    const main = parse(read('deploy/k8s/kustomization.yaml')) as { components: string[] };
    expect(main.components).toContain('../monitoring/k8s');

    // Each ServiceMonitor selects Services that have the port it scrapes.
    const monitors = read('deploy/monitoring/k8s/servicemonitors.yaml')
      .split(/^---$/m)
      .map(
        (doc) =>
          parse(doc) as {
            spec: {
              selector: {
                matchLabels: Record<string, string>;
                matchExpressions?: { key: string; operator: string; values: string[] }[];
              };
              endpoints: { port: string }[];
            };
          },
      );
    const services = ['gateway', 'attribution', 'report-projection', 'webhook-dispatcher'].map(
      (name) =>
        parse(read(`deploy/k8s/${name}-service.yaml`)) as {
          metadata: { name: string; labels: Record<string, string> };
          spec: { ports: { name: string }[] };
        },
    );
    const scraped = services.map((service) => {
      const by = monitors.filter(({ spec: { selector } }) => {
        const labels = service.metadata.labels;
        return (
          Object.entries(selector.matchLabels).every(([key, value]) => labels[key] === value) &&
          (selector.matchExpressions ?? []).every(
            (e) => e.operator === 'In' && e.values.includes(labels[e.key]),
          )
        );
      });
      const ports = by.flatMap((monitor) => monitor.spec.endpoints.map((endpoint) => endpoint.port));
      return {
        service: service.metadata.name,
        scraped: ports.some((port) => service.spec.ports.some((p) => p.name === port)),
      };
    });
    expect(scraped).toEqual(services.map((service) => ({ service: service.metadata.name, scraped: true })));
  });

  it('has a Grafana dashboard whose panels query only exported metrics and recorded series', () => {
    interface Panel {
      type: string;
      title: string;
      datasource?: { type: string; uid: string };
      targets?: { expr: string }[];
      panels?: Panel[];
    }
    const dashboard = JSON.parse(read('deploy/monitoring/grafana/conversion-platform.json')) as {
      schemaVersion: number;
      templating: { list: { name: string; type: string; query: string }[] };
      panels: Panel[];
    };
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
    const queried = panels.filter((panel) => !['row', 'text'].includes(panel.type));
    expect(queried.length).toBeGreaterThan(10);
    const problems = queried.flatMap((panel) => {
      const wrong = panel.datasource?.uid === '${datasource}' ? [] : [`${panel.title}: not on $datasource`];
      if (!panel.targets?.length) return [...wrong, `${panel.title}: no query`];
      return [
        ...wrong,
        ...panel.targets.flatMap((target) =>
          unknownIn(target.expr, (metric) => recorded.has(metric) || metric === 'up').map(
            (problem) => `${panel.title}: ${problem}`,
          ),
        ),
      ];
    });
    expect(problems).toEqual([]);
  });
});
