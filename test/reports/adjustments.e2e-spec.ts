import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { AdjustmentDecisionV1, AttributionDecisionV1, TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import {
  ProjectionMessage,
  ProjectionService,
} from '../../apps/report-projection/src/projection/projection.service';
import {
  adjustmentDecision,
  notApplied,
  publishAdjustmentDecisions,
  restatementDecision,
} from '../support/adjustment-decisions';
import { specConsumerGroup } from '../support/consumer-group';
import { replayFromStart } from '../support/consumer-replay';
import { eventBody, postBatch } from '../support/events';
import {
  adjustedEvent,
  publishRecordedAdjustments,
  recordedAdjustmentOf,
} from '../support/recorded-adjustments';
import { startReportProjection } from '../support/report-projection';
import { openPanelStream, startReportStack } from '../support/report-stack';
import { until } from '../support/wait';

const DAY = 86_400_000;
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/** Noon UTC, `days` days ago: an unambiguous day in the daily series. */
function noon(days: number): string {
  const d = new Date(Date.now() - days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12)).toISOString();
}

/**
 * Conversion adjustments in the report projection (docs/api.md#campaign-report): events go
 * through the gateway and attribution as usual; adjustment outcomes and recorded adjustments are
 * produced straight to their topics, the projection's contract, as attribution and the gateway
 * publish them. Gross totals stay, net ones follow retractions and restatements; the panel shows
 * adjustments with their outcome, whichever topic comes first, and so does the live stream.
 */
describe('report projection: conversion adjustments', () => {
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let projection: NestFastifyApplication;
  let base: string;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    ({ gateway, attribution, projection, base, ws, key } = await startReportStack(
      ['adj', 'adj-natural', 'adj-reversed', 'adj-race', 'adj-live'],
      { campaign: { startsAt: new Date(Date.now() - 10 * DAY).toISOString() } },
    ));
  });
  afterAll(async () => {
    // The projection may be another one by now (the replay test restarts it).
    await projection?.close();
    await attribution?.close();
    await gateway?.close();
  });

  const get = async (path: string) =>
    (
      await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/${path}`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json();
  const report = (campaign: string) => get(`campaigns/${campaign}/report`);
  const panel = async (campaign: string) => (await get(`campaigns/${campaign}/conversion-test`)).latest;

  /** The mix of outcomes sent in the first test, for the redelivery and replay tests. */
  let outcomes: AdjustmentDecisionV1[] = [];
  let settled: Record<string, unknown>;

  it('keeps gross totals and moves net ones: retractions, restatements, several currencies, on the conversion day', async () => {
    const d1 = noon(3);
    const d2 = noon(2);
    const sent = [
      eventBody({ campaignId: 'adj', occurredAt: d1, valueMinor: 1000, currency: 'EUR' }), // retracted
      eventBody({ campaignId: 'adj', occurredAt: d1, valueMinor: 500, currency: 'EUR' }), // restated twice
      eventBody({ campaignId: 'adj', occurredAt: d2, valueMinor: 700, currency: 'USD' }), // restated up
      eventBody({ campaignId: 'adj', occurredAt: d2, valueMinor: undefined, currency: undefined }), // retracted, no value
      eventBody({ campaignId: 'adj', occurredAt: d2, name: 'page_view', valueMinor: 300 }), // not counted
      eventBody({ campaignId: 'adj', occurredAt: d1, valueMinor: 200, currency: 'GBP' }), // test, refused
    ];
    const batch = await postBatch(gateway, ws, key, { events: sent });
    expect(batch.json().summary.recorded).toBe(6);
    const events = await Promise.all(
      batch.json().results.map(async (r: { id: string }) => adjustedEvent(await get(`events/${r.id}`))),
    );
    const decided = await until(
      () => report('adj'),
      (r) => r.received === 6 && r.counted + r.notCounted.total === 6, // recorded and decided
      60_000, // the first decisions wait for attribution and the projection to join their groups
    );
    expect(decided).toMatchObject({ counted: 5, retracted: 0, netCounted: 5 });

    const t0 = Date.now();
    const at = (s: number) => ({ receivedAt: new Date(t0 + s * 1000).toISOString() });
    const [e1, e2, e3, e4, e5, e6] = events;
    outcomes = [
      adjustmentDecision(ws, { ...at(1), event: e1, previousValueMinor: '1000', netValueMinor: '0' }),
      restatementDecision(ws, {
        ...at(2),
        event: e2,
        valueMinor: '350',
        previousValueMinor: '500',
        netValueMinor: '350',
      }),
      // A second restatement replaces the first: it moves net by 420 - 350.
      restatementDecision(ws, {
        ...at(3),
        event: e2,
        valueMinor: '420',
        previousValueMinor: '350',
        netValueMinor: '420',
      }),
      restatementDecision(ws, {
        ...at(4),
        event: e3,
        valueMinor: '900',
        currency: 'USD',
        previousValueMinor: '700',
        netValueMinor: '900',
      }),
      adjustmentDecision(ws, { ...at(5), event: e4, previousValueMinor: null, netValueMinor: null }),
      notApplied(adjustmentDecision(ws, { ...at(6), event: e5 }), 'conversion_not_counted'),
      notApplied(adjustmentDecision(ws, { ...at(7), event: e1 }), 'already_retracted'),
      adjustmentDecision(ws, {
        ...at(8),
        event: e6,
        test: true,
        previousValueMinor: '200',
        netValueMinor: '0',
      }),
      notApplied(
        restatementDecision(ws, { ...at(9), event: e6, valueMinor: '100', currency: 'EUR' }),
        'currency_mismatch',
      ),
    ];
    await publishAdjustmentDecisions(gateway, outcomes);

    // One campaign's outcomes share a partition: once the last shows, all are applied.
    const last = outcomes.at(-1)!;
    const shown = await until(
      () => panel('adj'),
      (p) => p?.submissionId === last.id,
    );
    expect(shown).toMatchObject({
      kind: 'adjustment',
      eventId: e6.eventId,
      externalId: e6.externalId,
      status: 'not_applied',
      reason: 'currency_mismatch',
      message: last.message,
      adjustment: {
        adjustmentId: last.adjustmentId,
        type: 'restatement',
        valueMinor: '100',
        currency: 'EUR',
      },
    });
    settled = await report('adj');
    expect({ ...settled, updatedAt: undefined }).toEqual({
      campaignId: 'adj',
      received: 6,
      counted: 5,
      retracted: 2,
      netCounted: 3,
      notCounted: { total: 1, byReason: { not_a_goal_event: 1 } },
      valueByCurrency: [
        { currency: 'EUR', valueMinor: '1500' },
        { currency: 'GBP', valueMinor: '200' },
        { currency: 'USD', valueMinor: '700' },
      ],
      netValueByCurrency: [
        { currency: 'EUR', valueMinor: '420' },
        { currency: 'GBP', valueMinor: '200' },
        { currency: 'USD', valueMinor: '900' },
      ],
      // Each retraction on the day its conversion occurred, not the day it was sent.
      daily: [
        { day: d1.slice(0, 10), received: 3, counted: 3, retracted: 1 },
        { day: d2.slice(0, 10), received: 3, counted: 2, retracted: 1 },
      ],
      updatedAt: undefined,
    });
  });

  it('changes nothing when the same outcomes are delivered again', async () => {
    expect(outcomes).toHaveLength(9);
    // The same messages again, then a new refused one on the same partition to know they were read.
    const marker = notApplied(
      adjustmentDecision(ws, {
        event: outcomes[0].event,
        receivedAt: new Date(Date.now() + 60_000).toISOString(),
      }),
      'already_retracted',
    );
    await publishAdjustmentDecisions(gateway, [...outcomes, ...outcomes.slice(0, 3), marker]);
    await until(
      () => panel('adj'),
      (p) => p?.submissionId === marker.id,
    );
    expect((await panel('adj')).status).toBe('not_applied');
    // Not one total written: updatedAt too is as it was.
    expect(await report('adj')).toEqual(settled);
  });

  it('changes nothing when every topic is replayed from the start', async () => {
    const kafka = projection.get(KafkaService);
    projection = await replayFromStart({
      brokers: BROKERS,
      groupId: specConsumerGroup('report-projection'),
      topics: [
        TOPICS.recordedEvents,
        TOPICS.attributionDecisions,
        TOPICS.submissionNotices,
        TOPICS.recordedAdjustments,
        TOPICS.adjustmentDecisions,
      ].map((t) => kafka.topic(t)),
      stop: () => projection.close(),
      start: () => startReportProjection(),
    });
    expect(await report('adj')).toEqual(settled);
  }, 120_000);

  /** An event counted with EUR 100 and an applied retraction of it, as the projection reads them. */
  function retractedConversion(campaignId: string, now: number) {
    const eventId = uuidv7();
    const decision: AttributionDecisionV1 = {
      eventId,
      workspaceId: ws,
      externalId: `order-${eventId}`,
      campaignId,
      contactId: 'c-1',
      name: 'order_paid',
      occurredAt: noon(1),
      receivedAt: new Date(now - 5000).toISOString(),
      valueMinor: '100',
      currency: 'EUR',
      counted: true,
      reason: 'counted',
      message: 'Counted.',
      decidedAt: new Date(now - 4000).toISOString(),
    };
    const { counted: _c, reason: _r, message: _m, decidedAt: _d, ...recorded } = decision;
    const outcome = adjustmentDecision(ws, {
      adjustmentId: 'refund-1',
      receivedAt: new Date(now - 1000).toISOString(),
      occurredAt: new Date(now - 2000).toISOString(),
      event: adjustedEvent({ ...recorded, id: eventId }),
      previousValueMinor: '100',
      netValueMinor: '0',
    });
    const messages: ProjectionMessage[] = [
      { kind: 'recorded', event: recorded },
      { kind: 'decision', decision },
      { kind: 'adjustment', adjustment: recordedAdjustmentOf(outcome) },
      { kind: 'adjustment-decision', decision: outcome },
    ];
    return { outcome, messages };
  }

  /** What two campaigns' answers share when the same thing happened to them (ids aside). */
  const comparable = (value: Record<string, unknown>) =>
    JSON.parse(
      JSON.stringify(value)
        .replace(/"campaignId":"[^"]*"/g, '"campaignId":"-"')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
        .replace(/"updatedAt":"[^"]*"/g, '"updatedAt":"-"'),
    );

  it('ends with the same panel and report whichever topic comes first; net waits for the gross it adjusts', async () => {
    const service = projection.get(ProjectionService);
    const now = Date.now();
    const natural = retractedConversion('adj-natural', now);
    const reversed = retractedConversion('adj-reversed', now);

    // Recorded adjustment first: pending; its outcome next: applied.
    for (const m of natural.messages) await service.apply([m]);
    // Every message in the opposite order, one call each.
    const [recordedEvent, eventDecision, recordedAdjustment, adjustmentOutcome] = reversed.messages;
    await service.apply([adjustmentOutcome]);
    expect(await panel('adj-reversed')).toMatchObject({ kind: 'adjustment', status: 'applied' });
    // The outcome is known, but its event's decision is not applied here yet: no net total moves.
    expect(await report('adj-reversed')).toMatchObject({
      counted: 0,
      retracted: 0,
      netCounted: 0,
      updatedAt: null,
    });
    await service.apply([recordedAdjustment]);
    expect(await panel('adj-reversed')).toMatchObject({ status: 'applied', reason: 'applied' });
    await service.apply([eventDecision]);
    await service.apply([recordedEvent]);
    // A redelivered recorded adjustment after its outcome does not make it pending again.
    await service.apply([recordedAdjustment, adjustmentOutcome]);

    const panels = [await panel('adj-natural'), await panel('adj-reversed')];
    expect(panels[1]).toMatchObject({
      submissionId: reversed.outcome.id,
      kind: 'adjustment',
      eventId: reversed.outcome.event.eventId,
      status: 'applied',
      reason: 'applied',
      message: reversed.outcome.message,
      adjustment: {
        adjustmentId: 'refund-1',
        type: 'retraction',
        occurredAt: reversed.outcome.occurredAt,
        valueMinor: null,
        currency: null,
      },
    });
    expect(comparable(panels[1])).toEqual(comparable(panels[0]));
    const reports = [await report('adj-natural'), await report('adj-reversed')];
    expect(reports[1]).toMatchObject({
      received: 1,
      counted: 1,
      retracted: 1,
      netCounted: 0,
      valueByCurrency: [{ currency: 'EUR', valueMinor: '100' }],
      netValueByCurrency: [{ currency: 'EUR', valueMinor: '0' }],
      daily: [{ day: noon(1).slice(0, 10), received: 1, counted: 1, retracted: 1 }],
    });
    expect(comparable(reports[1])).toEqual(comparable(reports[0]));
  });

  it('never strands an adjustment whose event is decided at the same moment by another transaction', async () => {
    // Two replicas: one applies the event's decision while the other applies the adjustment's
    // outcome. Each must see the other's, or the retraction would wait for a decision already in.
    const service = projection.get(ProjectionService);
    const pairs = Array.from({ length: 30 }, () => retractedConversion('adj-race', Date.now()));
    await Promise.all(
      pairs.flatMap(({ messages: [, eventDecision, , adjustmentOutcome] }) => [
        service.apply([eventDecision]),
        service.apply([adjustmentOutcome]),
      ]),
    );
    expect(await report('adj-race')).toMatchObject({
      received: 30,
      counted: 30,
      retracted: 30,
      netCounted: 0,
      valueByCurrency: [{ currency: 'EUR', valueMinor: '3000' }],
      netValueByCurrency: [{ currency: 'EUR', valueMinor: '0' }],
    });
  });

  it('streams an adjustment: pending when recorded, then its outcome', async () => {
    const stream = await openPanelStream({ base, ws, key }, 'adj-live');
    try {
      // An adjustment of an event attribution has not seen (it waits there, deciding nothing).
      const outcome = restatementDecision(ws, {
        event: {
          ...adjustmentDecision(ws).event,
          campaignId: 'adj-live',
          externalId: `live-${randomUUID()}`,
        },
        receivedAt: new Date(Date.now() + 60_000).toISOString(),
      });
      await publishRecordedAdjustments(gateway, [recordedAdjustmentOf(outcome)]);
      await until(
        () => stream.panels(),
        (panels) => panels.some((p) => p.latest?.submissionId === outcome.id),
      );
      expect(stream.panels().at(-1).latest).toMatchObject({
        kind: 'adjustment',
        status: 'pending',
        reason: null,
        message: null,
        adjustment: {
          adjustmentId: outcome.adjustmentId,
          type: 'restatement',
          valueMinor: '3999',
          currency: 'EUR',
        },
      });
      expect(stream.events.filter((e) => e.type === 'panel').at(-1)?.id).toBe(`${outcome.id}.pending`);

      await publishAdjustmentDecisions(gateway, [outcome]);
      await until(
        () => stream.panels(),
        (panels) =>
          panels.some((p) => p.latest?.submissionId === outcome.id && p.latest.status === 'applied'),
      );
      expect(stream.panels().at(-1).latest).toMatchObject({
        submissionId: outcome.id,
        kind: 'adjustment',
        eventId: outcome.event.eventId,
        externalId: outcome.event.externalId,
        status: 'applied',
        reason: 'applied',
        message: outcome.message,
      });
      expect(stream.events.filter((e) => e.type === 'panel').at(-1)?.id).toBe(`${outcome.id}.applied`);
      // Its event's decision never reached the projection: the restatement waits, net unmoved.
      expect(await report('adj-live')).toMatchObject({ counted: 0, netValueByCurrency: [] });
    } finally {
      await stream.cancel();
    }
  });
});
