import { Admin, Kafka, logLevel } from 'kafkajs';
import { AdjustmentDecisionV1, TOPICS } from '@app/contracts';
import { adjustmentMessageId } from '@app/webhooks';
import {
  adjustmentDecision,
  notApplied,
  publishAdjustmentDecisions,
  restatementDecision,
} from '../support/adjustment-decisions';
import { until } from '../support/wait';
import { catalogCheck } from '../support/webhook-catalog';
import {
  CreatedEndpoint,
  startWebhookStack,
  webhookDispatcherGroup,
  WebhookStack,
} from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Adjustment webhooks (docs/webhooks.md#conversionretracted, #conversionrestated), from the
 * dispatcher's contract on: AdjustmentDecisionV1 messages produced straight to
 * conversions.adjustment-decisions.v1, as attribution publishes them. Each applied retraction or
 * restatement arrives once per subscribed endpoint, signed (verified with the npm
 * `standardwebhooks`), with the payload its catalog schema describes; an endpoint not subscribed
 * to it gets nothing; a not-applied outcome sends nothing, nor does a test one to endpoints that
 * do not include test events (delivery-test-traffic.e2e-spec.ts shows where it goes); a
 * redelivered message, or the group replayed from offset 0, makes no second message.
 */
describe('conversion.retracted and conversion.restated', () => {
  let stack: WebhookStack;
  let admin: Admin;

  const typeOf = (d: AdjustmentDecisionV1) =>
    d.type === 'retraction' ? 'conversion.retracted' : 'conversion.restated';
  const messageId = (d: AdjustmentDecisionV1) => adjustmentMessageId(d.id, typeOf(d));

  /** The payload documented for an applied outcome, field by field from the decision. */
  const documented = (d: AdjustmentDecisionV1) => ({
    type: typeOf(d),
    timestamp: d.decidedAt,
    data: {
      event: {
        id: d.event.eventId,
        externalId: d.event.externalId,
        name: d.event.name,
        occurredAt: d.event.occurredAt,
        receivedAt: d.event.receivedAt,
        contactId: d.event.contactId,
        campaignId: d.event.campaignId,
        valueMinor: d.event.valueMinor,
        currency: d.event.currency,
        // As the adjustment left it.
        attribution: {
          status: 'counted',
          reason: 'counted',
          netValueMinor: d.netValueMinor,
          retractedAt: d.type === 'retraction' ? d.decidedAt : null,
        },
      },
      campaignId: d.event.campaignId,
      adjustment: {
        id: d.id,
        adjustmentId: d.adjustmentId,
        type: d.type,
        occurredAt: d.occurredAt,
        receivedAt: d.receivedAt,
        valueMinor: d.valueMinor,
        currency: d.currency,
      },
      effect: {
        previousValueMinor: d.previousValueMinor,
        netValueMinor: d.netValueMinor,
        currency: d.netValueMinor === null ? null : d.event.currency,
        decidedAt: d.decidedAt,
      },
    },
  });

  beforeAll(async () => {
    stack = await startWebhookStack('wh_adjust');
    admin = new Kafka({
      clientId: 'webhook-adjustments',
      brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await admin?.disconnect();
  });

  it('sends each applied adjustment once per subscribed endpoint, signed, as documented; nothing else', async () => {
    const { endpoints, ws, log } = stack;
    const [all, retractions, restatements, counted] = await Promise.all(
      Array.from({ length: 4 }, () => stack.receiver()),
    );
    const created = new Map<WebhookReceiver, CreatedEndpoint>([
      [all, await endpoints.create({ url: all.url })],
      [retractions, await endpoints.create({ url: retractions.url, eventTypes: ['conversion.retracted'] })],
      [restatements, await endpoints.create({ url: restatements.url, eventTypes: ['conversion.restated'] })],
      [counted, await endpoints.create({ url: counted.url, eventTypes: ['conversion.counted'] })],
    ]);

    const retraction = adjustmentDecision(ws);
    const restatement = restatementDecision(ws);
    // A retraction of a conversion sent without a value: counted, nothing to move.
    const valueless = adjustmentDecision(ws, {
      event: { ...adjustmentDecision(ws).event, valueMinor: null, currency: null },
      previousValueMinor: null,
      netValueMinor: null,
    });
    const refused = [
      notApplied(adjustmentDecision(ws), 'already_retracted'),
      notApplied(adjustmentDecision(ws), 'conversion_not_counted'),
      notApplied(restatementDecision(ws, { currency: 'USD', valueMinor: '10' }), 'currency_mismatch'),
      notApplied(restatementDecision(ws), 'conversion_has_no_value'),
      // Applied, but test traffic: none of these endpoints includes test events.
      adjustmentDecision(ws, { test: true }),
    ];
    // One campaign, one key, one partition: what comes first is consumed first, so once the
    // applied ones have arrived the refused ones were handled already.
    await publishAdjustmentDecisions(stack.gateway, [...refused, retraction, restatement, valueless]);

    const expected = new Map<WebhookReceiver, AdjustmentDecisionV1[]>([
      [all, [retraction, restatement, valueless]],
      [retractions, [retraction, valueless]],
      [restatements, [restatement]],
      [counted, []],
    ]);
    for (const [r, decisions] of expected) {
      await r.waitFor((got) => decisions.every((d) => got.some((q) => q.id === messageId(d))), 30_000);
    }
    // A second copy, or a message the filter excludes, would arrive about as fast.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    for (const [r, decisions] of expected) {
      expect(r.strays).toEqual([]);
      expect(r.received.map((q) => q.id).sort()).toEqual(decisions.map(messageId).sort());
      for (const request of r.received) {
        const payload = WebhookReceiver.verify(request, created.get(r)!.secret) as { type: string };
        expect(catalogCheck(payload)).toEqual({ type: payload.type, valid: true, errors: null });
        const decision = decisions.find((d) => messageId(d) === request.id)!;
        expect(payload).toEqual(documented(decision));
      }
    }
    // The same message to two endpoints is the same bytes.
    const body = (r: WebhookReceiver, d: AdjustmentDecisionV1) =>
      r.received.find((q) => q.id === messageId(d))!.body;
    expect(body(all, retraction)).toBe(body(retractions, retraction));
    expect(body(all, restatement)).toBe(body(restatements, restatement));

    // Refused outcomes made no message at all, under either type.
    const refusedIds = refused.flatMap((d) =>
      (['conversion.retracted', 'conversion.restated'] as const).map((t) => adjustmentMessageId(d.id, t)),
    );
    expect(await log.messages(refusedIds)).toEqual([]);
    expect(await log.counts(ws)).toEqual({ messages: 3, deliveries: 6, attempts: 6 });
    expect(await log.deliveries(created.get(counted)!.id)).toEqual([]);
  }, 60_000);

  it('makes no second message of a redelivered outcome, nor of the group replayed from offset 0', async () => {
    const other = await stack.workspace();
    const receiver = await stack.receiver();
    const endpoint = await other.endpoints.create({ url: receiver.url });
    const first = adjustmentDecision(other.ws);
    const second = restatementDecision(other.ws);
    await publishAdjustmentDecisions(stack.gateway, [first, second]);
    await stack.waitForStatus(endpoint.id, [messageId(first), messageId(second)], 'delivered');

    // Redelivered: the same outcomes again, twice in one chunk and once more later (a producer's
    // retry, attribution deciding again after a crash), then a fresh one behind them on the key.
    await publishAdjustmentDecisions(stack.gateway, [first, first, second]);
    await publishAdjustmentDecisions(stack.gateway, [first]);
    const marker = adjustmentDecision(other.ws);
    await publishAdjustmentDecisions(stack.gateway, [marker]);
    await stack.waitForStatus(
      endpoint.id,
      [messageId(first), messageId(second), messageId(marker)],
      'delivered',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = { counts: await stack.log.counts(other.ws), requests: receiver.received.length };
    expect(before.counts).toEqual({ messages: 3, deliveries: 3, attempts: 3 });
    expect(receiver.received.map((q) => q.id).sort()).toEqual([first, second, marker].map(messageId).sort());

    // Replayed: the group rewound to the start of the topic (it must have no members), then consumed again.
    await stack.stopDispatcher();
    const groupId = webhookDispatcherGroup(stack.isolated.KAFKA_TOPIC_PREFIX);
    const topic = `${stack.isolated.KAFKA_TOPIC_PREFIX}${TOPICS.adjustmentDecisions.name}`;
    await until(
      async () => (await admin.describeGroups([groupId])).groups[0].state,
      (state) => state === 'Empty' || state === 'Dead',
    );
    await admin.resetOffsets({ groupId, topic, earliest: true });
    const end = await admin.fetchTopicOffsets(topic);
    // The topic really holds what is replayed: this test's 7 outcomes at least.
    expect(end.reduce((n, p) => n + Number(p.high), 0)).toBeGreaterThanOrEqual(7);
    await stack.startDispatcher();
    const caughtUp = await until(
      async () => (await admin.fetchOffsets({ groupId, topics: [topic] }))[0].partitions,
      (committed) =>
        committed.every((p) => {
          const high = end.find((e) => e.partition === p.partition)?.high ?? '0';
          return p.offset === high || (high === '0' && (p.offset === '-1' || p.offset === '-2'));
        }),
      40_000,
    );
    expect(caughtUp).toHaveLength(end.length);
    // Whatever the replay had made due would go out within a poll or two.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(await stack.log.counts(other.ws)).toEqual(before.counts);
    expect(await stack.log.counts(stack.ws)).toEqual({ messages: 3, deliveries: 6, attempts: 6 });
    expect(receiver.received.length).toBe(before.requests);
    expect(receiver.strays).toEqual([]);
  }, 90_000);
});
