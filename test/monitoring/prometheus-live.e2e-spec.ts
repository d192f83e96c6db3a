import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { parse } from 'yaml';
import { TOPICS } from '@app/contracts';
import { registerSecret } from '@app/testing';
import { ProcessStack } from '../support/process-stack';
import { until } from '../support/wait';
import { WebhookReceiver } from '../support/webhook-receiver';
import { LivePrometheus, Sample } from './live-prometheus';

const ROOT = join(__dirname, '../..');
const RULES = join(ROOT, 'deploy/monitoring/rules');
const DASHBOARD = join(ROOT, 'deploy/monitoring/grafana/conversion-platform.json');

/**
 * Queries that may legitimately answer nothing on a healthy platform under this load, and why.
 * Keep it short: every other query of the rules and the dashboard must return data.
 */
const EMPTY_ALLOWED: Record<string, string> = {
  'sum by (operation) (rate(dedupe_redis_fallback_total[1m]))':
    'dedupe_redis_fallback_total has series only once Redis was unreachable from the gateway',
};

interface Rule {
  record?: string;
  alert?: string;
  expr: string;
  labels?: Record<string, string>;
}
interface Panel {
  title: string;
  type: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

const ruleFiles = readdirSync(RULES)
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map((name) => join(RULES, name));
const rules = ruleFiles.flatMap((file) =>
  (parse(readFileSync(file, 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules),
);
/** Each recording rule as a selector of what it records (its own labels tell rules of one name apart). */
const recorded = rules
  .filter((rule): rule is Rule & { record: string } => rule.record !== undefined)
  .map(
    (rule) =>
      `${rule.record}{${Object.entries(rule.labels ?? {})
        .map(([k, v]) => `${k}="${v}"`)
        .join(',')}}`,
  );
const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };
/** Grafana's variables, as Grafana would fill them in for this Prometheus (1 s scrapes). */
const grafanaQuery = (expr: string) => {
  const concrete = expr
    .replaceAll('$__rate_interval', '1m')
    .replaceAll('$__interval', '1s')
    .replaceAll('$__range', '5m');
  if (concrete.includes('$'))
    throw new Error(`a dashboard query with a variable this spec does not fill in: ${expr}`);
  return concrete;
};
const panelQueries = dashboard.panels
  .flatMap((panel) => [panel, ...(panel.panels ?? [])])
  .flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: grafanaQuery(target.expr) })),
  );

/**
 * The monitoring of deploy/monitoring on a real Prometheus (docs/operations.md#checked-against-a-live-prometheus):
 * the platform as processes, scraped every second under the job names the rules select, with every
 * rule file loaded; traffic through the API (events live and test, a batch, a duplicate, a rejected
 * body, an adjustment, webhooks to a receiver that takes them and to one that answers 410) and a
 * malformed message on the recorded-events topic. Then every rule group loads and evaluates
 * cleanly, every recording rule and every dashboard query returns data, the services' own lag,
 * readiness and latency metrics say what the traffic did, and the alerts firing are exactly the
 * ones this traffic must fire.
 */
describe('monitoring rules and dashboard on a live Prometheus', () => {
  const tag = randomBytes(4).toString('hex');
  const campaignId = 'live-monitoring';
  let stack: ProcessStack;
  let prometheus: LivePrometheus;
  let delivered: WebhookReceiver;
  let gone: WebhookReceiver;
  let ws: string;
  let key: string;
  let testKey: string;
  const progress = (message: string) => process.stderr.write(`[prometheus-live] ${message}\n`);
  const wsPath = (path: string) => `/v1/workspaces/${ws}${path}`;

  beforeAll(async () => {
    stack = await ProcessStack.start({
      name: 'prom_live',
      env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' },
      apps: {
        gateway: { RATE_LIMIT_REQUESTS: '1000000' },
        'webhook-dispatcher': { WEBHOOK_POLL_MS: '50', WEBHOOK_ENDPOINT_CACHE_MS: '100' },
      },
    });
    prometheus = await LivePrometheus.start({
      jobs: {
        gateway: stack.apps.gateway.url,
        attribution: stack.apps.attribution.url,
        'report-projection': stack.apps['report-projection'].url,
        'webhook-dispatcher': stack.apps['webhook-dispatcher'].url,
      },
      ruleFiles,
    });
    // Prometheus starts scraping a few seconds after it is ready (its discovery settles first); a
    // counter it first sees at 1 shows no increase, so the traffic waits for every target's scrape.
    const scraped = await until(
      async () => (await prometheus.query('up == 1')).map((s) => s.metric.job).sort(),
      (jobs) => jobs.length === 4,
      30_000,
      250,
    );
    expect(scraped).toEqual(['attribution', 'gateway', 'report-projection', 'webhook-dispatcher']);
    ({ workspaceId: ws, key } = await stack.workspace());
    testKey = await stack.testKey(key, ws);
  }, 240_000);

  afterAll(async () => {
    await prometheus?.stop();
    await stack?.stop();
    for (const receiver of [delivered, gone]) await receiver?.close();
  });

  const send = async (path: string, body: unknown, status: number, as = key) => {
    const res = await stack.api(as, 'POST', wsPath(path), body);
    expect({ path, status: res.status, body: res.status === status ? null : res.body }).toEqual({
      path,
      status,
      body: null,
    });
    return res.body;
  };
  const event = (overrides: Record<string, unknown> = {}) => ({
    name: 'order_paid',
    occurredAt: new Date(Date.now() - 60_000).toISOString(),
    contactId: `contact-${tag}-${randomUUID()}`,
    campaignId,
    valueMinor: 4999,
    currency: 'EUR',
    externalId: `order-${tag}-${randomUUID()}`,
    ...overrides,
  });
  const value = (samples: Sample[]) => samples.map((s) => Number(s.value[1]));

  it('loads and evaluates every rule, and every recording rule and dashboard query returns data', async () => {
    delivered = await WebhookReceiver.start();
    gone = await WebhookReceiver.start({ reply: { status: 410 } });
    await stack.activeCampaign(key, ws, campaignId);
    for (const receiver of [delivered, gone]) {
      const endpoint = await send('/webhook-endpoints', { url: receiver.url, includeTestEvents: true }, 201);
      registerSecret('webhook secret', endpoint.secret);
    }
    await new Promise((r) => setTimeout(r, 300)); // the dispatcher's endpoint cache (100 ms)

    // A malformed message on the recorded-events topic: each of the three consumers dead-letters it.
    const kafka = new Kafka({
      clientId: 'prometheus-live',
      brokers: stack.env.KAFKA_BROKERS.split(','),
      logLevel: logLevel.NOTHING,
    });
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic: stack.topic(TOPICS.recordedEvents.name),
      messages: [{ key: `malformed-${tag}`, value: 'not json' }],
    });
    await producer.disconnect();

    // Load for 20 s: single events, a batch, test traffic, duplicates, a rejected body and an adjustment.
    progress('driving traffic for 20 s');
    const sent: { externalId: string }[] = [];
    const until20s = Date.now() + 20_000;
    let round = 0;
    while (Date.now() < until20s) {
      const batch = Array.from({ length: 4 }, () => event());
      await Promise.all(batch.map((body) => send('/events', body, 201)));
      sent.push(...batch);
      await send('/events', sent[Math.floor(Math.random() * sent.length)], 200); // a duplicate
      if (round % 5 === 0) {
        await send('/events/batch', { events: [event(), event(), event()] }, 200);
        await send('/events', event(), 201, testKey);
      }
      if (round === 2) {
        await send('/events', event({ currency: 'euros' }), 400);
        await send(
          '/adjustments',
          {
            adjustmentId: `refund-${tag}`,
            externalId: sent[0].externalId,
            type: 'retraction',
            occurredAt: new Date().toISOString(),
          },
          201,
        );
      }
      round += 1;
      await new Promise((r) => setTimeout(r, 250));
    }
    progress(`sent ${sent.length} single events in ${round} rounds`);

    // Every target up and ready, every rule group loaded and evaluated without error.
    const targets = await until(
      async () =>
        (
          await prometheus.api<{
            activeTargets: { labels: { job: string }; health: string; lastError: string }[];
          }>('targets')
        ).activeTargets
          .map((t) => ({ job: t.labels.job, health: t.health, lastError: t.lastError }))
          .sort((a, b) => a.job.localeCompare(b.job)),
      (t) => t.every((x) => x.health === 'up'),
      30_000,
      500,
    );
    expect(targets).toEqual(
      ['attribution', 'gateway', 'report-projection', 'webhook-dispatcher'].map((job) => ({
        job,
        health: 'up',
        lastError: '',
      })),
    );
    const groups = (
      await prometheus.api<{
        groups: {
          name: string;
          file: string;
          rules: { name: string; health: string; lastError?: string }[];
        }[];
      }>('rules')
    ).groups;
    expect(new Set(groups.map((g) => g.file))).toEqual(new Set(ruleFiles));
    expect(groups.flatMap((g) => g.rules).length).toBe(rules.length);
    expect(
      groups.flatMap((g) =>
        g.rules
          .filter((r) => r.health !== 'ok' || r.lastError)
          .map((r) => `${g.name}/${r.name}: ${r.health} ${r.lastError ?? ''}`),
      ),
    ).toEqual([]);

    // Every recording rule and dashboard query returns data (the lag monitor polls every 5 s,
    // and the last webhooks and decisions land within a few seconds of the load's end).
    const queries = [
      ...recorded.map((expr) => ({ what: `recording rule ${expr}`, expr })),
      ...panelQueries.map(({ panel, expr }) => ({ what: `panel "${panel}": ${expr}`, expr })),
    ];
    const empty = async () => {
      const answers = await Promise.all(
        queries.map(async (q) => ({ ...q, n: (await prometheus.query(q.expr)).length })),
      );
      return answers.filter((a) => a.n === 0 && !(a.expr in EMPTY_ALLOWED)).map((a) => a.what);
    };
    expect(await until(empty, (e) => e.length === 0, 60_000, 1000)).toEqual([]);
    // The allowed exceptions are still exceptions (else they belong in the checked list).
    for (const expr of Object.keys(EMPTY_ALLOWED)) {
      expect(panelQueries.map((q) => q.expr)).toContain(expr);
      expect(await prometheus.query(expr)).toEqual([]);
    }

    // The services' own metrics say what the traffic did.
    expect(value(await prometheus.query('min(service_ready)'))).toEqual([1]);
    expect(value(await prometheus.query('count(service_ready)'))).toEqual([4]);
    const lagTopics = await prometheus.query(
      'count by (job, topic) (max by (job, group, topic, partition) ({__name__=~".+_consumer_lag_messages"}))',
    );
    expect(lagTopics.map((s) => `${s.metric.job} ${s.metric.topic}`)).toEqual(
      expect.arrayContaining([
        `attribution ${stack.topic(TOPICS.recordedEvents.name)}`,
        `report-projection ${stack.topic(TOPICS.attributionDecisions.name)}`,
        `webhook-dispatcher ${stack.topic(TOPICS.recordedEvents.name)}`,
      ]),
    );
    // Decisions of every event sent (live, test and batch items) reach the report, and their
    // event.recorded webhooks the receiver that takes them.
    const decided = sent.length + Math.ceil(round / 5) * 4;
    const counts = await until(
      async () => ({
        report: value(await prometheus.query('sum(projection_report_latency_seconds_count)'))[0] ?? 0,
        recorded:
          value(
            await prometheus.query(
              'sum(webhook_event_delivery_latency_seconds_count{type="event.recorded"})',
            ),
          )[0] ?? 0,
        decisions:
          value(
            await prometheus.query(
              'sum(webhook_event_delivery_latency_seconds_count{type=~"conversion.counted|conversion.not_counted"})',
            ),
          )[0] ?? 0,
        lag: value(await prometheus.query('max(consumer:consumer_lag_messages:sum)'))[0],
      }),
      (c) => c.report >= decided && c.recorded >= decided && c.decisions >= decided && c.lag === 0,
      60_000,
      1000,
    );
    expect(counts).toEqual({
      report: decided,
      recorded: decided,
      decisions: decided,
      lag: 0,
    });
    expect(delivered.received.length).toBeGreaterThanOrEqual(2 * decided);

    // The malformed message, dead-lettered once by each consumer.
    const deadLetters = await until(
      async () =>
        Object.fromEntries(
          (await prometheus.query('sum by (job) ({__name__=~".+_dead_lettered_total"})')).map((s) => [
            s.metric.job,
            Number(s.value[1]),
          ]),
        ),
      (d) => Object.values(d).filter((n) => n === 1).length === 3,
      30_000,
      1000,
    );
    expect(deadLetters).toEqual({ attribution: 1, 'report-projection': 1, 'webhook-dispatcher': 1 });

    // The alerts this traffic must fire, and no other: a dead letter in each consumer, and the
    // endpoint that answered 410 disabled.
    const firing = await until(
      async () =>
        (await prometheus.query('ALERTS{alertstate="firing"}'))
          .map((s) => `${s.metric.alertname} ${s.metric.consumer ?? s.metric.reason ?? ''}`.trim())
          .sort(),
      (f) => f.length >= 4,
      30_000,
      1000,
    );
    expect(firing).toEqual([
      'DeadLetteredMessages attribution',
      'DeadLetteredMessages report-projection',
      'DeadLetteredMessages webhook-dispatcher',
      'WebhookEndpointsDisabled gone',
    ]);
    expect(stack.unexpectedExits).toEqual([]);
  }, 300_000);
});
