import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Consumer, Kafka, logLevel } from 'kafkajs';
import { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { CliEnv, loadEnv } from '@app/config';
import { AdjustedEventV1, RecordedAdjustmentV1, TOPICS } from '@app/contracts';
import { KafkaBatchTransport, KafkaService } from '@app/kafka';
import { createWorkspaceWithKey } from '@app/testing';
import { startAttribution } from '../support/attribution';
import { eventBody, postEvent, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { ConsumedMessage, consumeUntil } from '../support/kafka';
import {
  publishGiveUp,
  readAdjustedEvent,
  recordedRestatement,
  recordedRetraction,
} from '../support/attribution-adjustments';
import { publishRecordedAdjustments } from '../support/recorded-adjustments';
import { prepareStack } from '../support/services';
import { until } from '../support/wait';

interface OutcomeRow {
  adjustment_id: string;
  applied: boolean | null;
  reason: string | null;
  message: string | null;
  previous_value_minor: string | null;
  net_value_minor: string | null;
}

/**
 * Conversion adjustments end to end (docs/attribution.md#adjustments): events go through the
 * gateway, adjustments straight onto conversions.recorded-adjustments.v1 (the attribution
 * consumer's contract) with the events' recorded fields; the real attribution service decides
 * them against real Postgres and publishes on real Kafka. Its own topic and schema prefixes, so
 * no other spec's consumer decides these events and every topic holds only this spec's messages.
 */
describe('attribution: conversion adjustments', () => {
  const isolated = {
    DATABASE_SCHEMA_PREFIX: `${process.env.DATABASE_SCHEMA_PREFIX}adj_`,
    KAFKA_TOPIC_PREFIX: `${process.env.KAFKA_TOPIC_PREFIX}adj.`,
  };
  const brokers = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    await prepareStack(loadEnv(CliEnv, { ...process.env, ...isolated }));
    gateway = await startGateway({ ...isolated, RATE_LIMIT_REQUESTS: '100000' });
    attribution = await startAttribution(isolated);
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
    expect((await putCampaign(gateway, ws, key, 'active')).statusCode).toBe(201);
    expect((await putCampaign(gateway, ws, key, 'paused', { status: 'paused' })).statusCode).toBe(201);
    expect(
      (await putCampaign(gateway, ws, key, 'once', { countingMode: 'once_per_contact' })).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await attribution?.close();
    await gateway?.close();
  });

  const db = () => attribution.get(DataSource);
  const topic = (t: (typeof TOPICS)[keyof typeof TOPICS]) => attribution.get(KafkaService).topic(t);

  /** POSTs an event through the gateway and returns its recorded fields. */
  const recordEvent = async (overrides: Record<string, unknown> = {}): Promise<AdjustedEventV1> => {
    const res = await postEvent(gateway, ws, key, eventBody({ campaignId: 'active', ...overrides }));
    expect(res.statusCode).toBe(201);
    return readAdjustedEvent(gateway, ws, key, res.json().id);
  };
  const decided = (eventIds: string[]) =>
    until(
      async () =>
        (await db().query(
          `SELECT event_id, counted, reason FROM decisions WHERE event_id = ANY($1::uuid[])`,
          [eventIds],
        )) as { event_id: string; counted: boolean; reason: string }[],
      (rows) => rows.length === eventIds.length,
    );
  const rows = async (ids: string[]): Promise<Map<string, OutcomeRow>> =>
    new Map(
      (
        (await db().query(
          `SELECT adjustment_id, applied, reason, message, previous_value_minor::text, net_value_minor::text
             FROM adjustment_decisions WHERE adjustment_id = ANY($1::uuid[])`,
          [ids],
        )) as OutcomeRow[]
      ).map((r) => [r.adjustment_id, r]),
    );
  /** Waits until every adjustment has an outcome stored, and returns them by id. */
  const outcomes = async (ids: string[]) => {
    const found = await until(
      () => rows(ids),
      (m) => ids.every((id) => m.get(id)?.applied !== null && m.has(id)),
    );
    expect([...found.keys()].sort()).toEqual([...ids].sort());
    return found;
  };
  const conversion = async (eventId: string) =>
    (
      (await db().query(
        `SELECT net_value_minor::text AS net, retracted_at IS NOT NULL AS retracted FROM conversions WHERE event_id = $1`,
        [eventId],
      )) as { net: string | null; retracted: boolean }[]
    )[0];
  const published = (t: (typeof TOPICS)[keyof typeof TOPICS], ids: string[], copies = 1) =>
    consumeUntil(brokers, topic(t), (seen) =>
      ids.every((id) => seen.filter((m) => m.value.id === id).length >= copies),
    );
  /** One event's adjustments, recorded a millisecond apart in this order. */
  const inOrder = (adjustments: RecordedAdjustmentV1[]) => {
    const start = Date.now();
    return adjustments.map((a, i) => ({ ...a, receivedAt: new Date(start + i).toISOString() }));
  };
  const byId = (messages: ConsumedMessage[]) => {
    const map = new Map<string, ConsumedMessage[]>();
    for (const m of messages) map.set(m.value.id as string, [...(map.get(m.value.id as string) ?? []), m]);
    return map;
  };

  let valued: AdjustedEventV1;
  let valuedAdjustments: RecordedAdjustmentV1[];
  let appliedLive: string[] = [];

  it('applies or refuses each adjustment with its reason, in the order received', async () => {
    valued = await recordEvent({ valueMinor: 4999, currency: 'EUR' });
    const uncounted = await recordEvent({ campaignId: 'paused' });
    const valueless = await recordEvent({ valueMinor: undefined, currency: undefined });
    const campaignless = await recordEvent({ campaignId: undefined });
    await decided([valued.eventId, uncounted.eventId, valueless.eventId, campaignless.eventId]);

    valuedAdjustments = inOrder([
      recordedRestatement(ws, valued, '3000'),
      // A second restatement replaces the first.
      recordedRestatement(ws, valued, '2500'),
      recordedRestatement(ws, valued, '100', { currency: 'USD' }),
      recordedRetraction(ws, valued, {
        occurredAt: new Date(Date.parse(valued.occurredAt) - 1).toISOString(),
      }),
      recordedRetraction(ws, valued),
      recordedRestatement(ws, valued, '10'),
      recordedRetraction(ws, valued),
    ]);
    const others = [
      recordedRetraction(ws, uncounted),
      recordedRetraction(ws, campaignless),
      ...inOrder([recordedRestatement(ws, valueless, '100'), recordedRetraction(ws, valueless)]),
    ];
    await publishRecordedAdjustments(attribution, [...valuedAdjustments, ...others]);

    const all = [...valuedAdjustments, ...others];
    const found = await outcomes(all.map((a) => a.id));
    const summary = all.map((a) => {
      const r = found.get(a.id);
      return [r?.reason, r?.previous_value_minor, r?.net_value_minor];
    });
    expect(summary).toEqual([
      ['applied', '4999', '3000'],
      ['applied', '3000', '2500'],
      ['currency_mismatch', null, null],
      ['occurred_before_conversion', null, null],
      ['applied', '2500', '0'],
      ['already_retracted', null, null],
      ['already_retracted', null, null],
      ['conversion_not_counted', null, null],
      ['conversion_not_counted', null, null],
      ['conversion_has_no_value', null, null],
      // A retraction of a conversion without value moves only the retracted count.
      ['applied', null, null],
    ]);
    expect(found.get(valuedAdjustments[2].id)?.message).toMatch(/Send the new value in EUR/);
    expect(found.get(others[0].id)?.message).toMatch(
      /was not counted as a conversion \(campaign_not_active: /,
    );
    expect(found.get(others[1].id)?.message).toMatch(/\(campaign_not_specified: /);
    expect(await conversion(valued.eventId)).toEqual({ net: '0', retracted: true });
    expect(await conversion(valueless.eventId)).toEqual({ net: null, retracted: true });

    // Every outcome on adjustment-decisions, as stored; the applied ones on conversion-adjustments.
    const decisions = byId(
      await published(
        TOPICS.adjustmentDecisions,
        all.map((a) => a.id),
      ),
    );
    for (const a of all) {
      const [first] = decisions.get(a.id) ?? [];
      expect(first.value).toMatchObject({
        ...a,
        applied: found.get(a.id)?.applied,
        reason: found.get(a.id)?.reason,
        message: found.get(a.id)?.message,
      });
      expect(first.key).toBe(`${ws}:${a.event.campaignId ?? ''}`);
      expect(first.headers).toMatchObject({
        'event-id': a.id,
        'event-type': 'adjustment.decided',
        'schema-version': '1',
      });
    }
    appliedLive = all.filter((a) => found.get(a.id)?.applied).map((a) => a.id);
    const adjusted = byId(await published(TOPICS.conversionAdjustments, appliedLive));
    expect([...adjusted.keys()].sort()).toEqual([...appliedLive].sort());
    expect(adjusted.get(valuedAdjustments[4].id)?.[0].value).toMatchObject({
      type: 'retraction',
      eventId: valued.eventId,
      campaignId: 'active',
      previousValueMinor: '2500',
      netValueMinor: '0',
      currency: 'EUR',
    });

    const metrics = (await attribution.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/attribution_adjustment_decisions_total\{reason="currency_mismatch"\} [1-9]/);
    expect(metrics).toMatch(/attribution_adjustment_decisions_total\{reason="applied"\} [1-9]/);
  });

  it('an adjustment read before its event is decided waits, then applies after the decision, in order received', async () => {
    const consumer = attribution.get(KafkaBatchTransport).unwrap<Consumer>();
    const events = topic(TOPICS.recordedEvents);
    consumer.pause([{ topic: events }]);
    let resumed = false;
    try {
      const restateThenRetract = await recordEvent({ valueMinor: 1000, currency: 'EUR' });
      const retractThenRestate = await recordEvent({ valueMinor: 1000, currency: 'EUR' });
      const first = inOrder([
        recordedRestatement(ws, restateThenRetract, '700'),
        recordedRetraction(ws, restateThenRetract),
      ]);
      const second = inOrder([
        recordedRetraction(ws, retractThenRestate),
        recordedRestatement(ws, retractThenRestate, '700'),
      ]);
      const ids = [...first, ...second].map((a) => a.id);
      await publishRecordedAdjustments(attribution, [...first, ...second]);

      // Read, stored waiting, nothing decided: the events' decisions are not there yet.
      const waiting = await until(
        () => rows(ids),
        (m) => m.size === ids.length,
      );
      expect([...waiting.values()].map((r) => r.applied)).toEqual(ids.map(() => null));
      expect(
        await db().query(`SELECT 1 FROM decisions WHERE event_id = ANY($1::uuid[])`, [
          [restateThenRetract.eventId, retractThenRestate.eventId],
        ]),
      ).toEqual([]);
      const gauge = (await attribution.inject({ method: 'GET', url: '/metrics' })).body;
      expect(gauge).toMatch(/attribution_adjustments_waiting [1-9]/);
      expect(gauge).toMatch(/attribution_adjustment_oldest_waiting_seconds (?!0\n)[0-9.e-]+/);

      consumer.resume([{ topic: events }]);
      resumed = true;
      const found = await outcomes(ids);
      expect(ids.map((id) => [found.get(id)?.reason, found.get(id)?.net_value_minor])).toEqual([
        ['applied', '700'],
        ['applied', '0'],
        ['applied', '0'],
        ['already_retracted', null],
      ]);
      appliedLive = [...appliedLive, ...ids.slice(0, 3)];
      expect(await conversion(restateThenRetract.eventId)).toEqual({ net: '0', retracted: true });
      expect(await conversion(retractThenRestate.eventId)).toEqual({ net: '0', retracted: true });

      // Published with the decisions, in order received (one campaign: one partition).
      const messages = (await published(TOPICS.adjustmentDecisions, ids)).filter((m) =>
        ids.includes(m.value.id as string),
      );
      expect(messages.map((m) => m.value.id)).toEqual(ids);
    } finally {
      if (!resumed) consumer.resume([{ topic: events }]);
    }
  });

  it('a redelivered adjustment or event changes nothing and republishes the very same outcome', async () => {
    const before = await rows(valuedAdjustments.map((a) => a.id));
    const valuedConversion = await conversion(valued.eventId);
    // The same messages again (a replay, or a redelivery after a crash before the commit).
    await publishRecordedAdjustments(attribution, valuedAdjustments);
    const decisions = byId(
      await published(
        TOPICS.adjustmentDecisions,
        valuedAdjustments.map((a) => a.id),
        2,
      ),
    );
    for (const a of valuedAdjustments) {
      const copies = decisions.get(a.id) ?? [];
      expect(copies.length).toBeGreaterThanOrEqual(2);
      for (const c of copies.slice(1)) {
        expect(c.value).toEqual(copies[0].value);
        expect(c.headers).toEqual(copies[0].headers);
      }
    }
    expect(await rows(valuedAdjustments.map((a) => a.id))).toEqual(before);
    expect(await conversion(valued.eventId)).toEqual(valuedConversion);

    // The event itself redelivered: its decision and its adjustments' outcomes go out again, the same.
    const [recorded] = (
      await consumeUntil(brokers, topic(TOPICS.recordedEvents), (seen) =>
        seen.some((m) => m.value.eventId === valued.eventId),
      )
    ).filter((m) => m.value.eventId === valued.eventId);
    const kafka = new Kafka({ clientId: 'replay', brokers: brokers.split(','), logLevel: logLevel.NOTHING });
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic: topic(TOPICS.recordedEvents),
      messages: [{ key: recorded.key, value: JSON.stringify(recorded.value), headers: recorded.headers }],
    });
    await producer.disconnect();
    const again = byId(
      await published(
        TOPICS.adjustmentDecisions,
        valuedAdjustments.map((a) => a.id),
        3,
      ),
    );
    for (const a of valuedAdjustments) {
      const copies = again.get(a.id) ?? [];
      expect(copies.length).toBeGreaterThanOrEqual(3);
      for (const c of copies) expect(c.value).toEqual(copies[0].value);
    }
    expect(await conversion(valued.eventId)).toEqual(valuedConversion);

    // conversion-adjustments: exactly the applied live ones of this spec, every copy of each the same.
    const adjusted = byId(
      await consumeUntil(brokers, topic(TOPICS.conversionAdjustments), () => false, 8000),
    );
    expect([...adjusted.keys()].sort()).toEqual([...appliedLive].sort());
    for (const copies of adjusted.values()) for (const c of copies) expect(c.value).toEqual(copies[0].value);
  });

  it('once_per_contact: a retracted conversion stays in the contact history', async () => {
    const contactId = `once-${uuidv7()}`;
    const first = await recordEvent({ campaignId: 'once', contactId });
    await decided([first.eventId]);
    const retraction = recordedRetraction(ws, first);
    await publishRecordedAdjustments(attribution, [retraction]);
    expect((await outcomes([retraction.id])).get(retraction.id)?.reason).toBe('applied');
    appliedLive = [...appliedLive, retraction.id];

    const second = await recordEvent({ campaignId: 'once', contactId });
    const [decision] = await decided([second.eventId]);
    expect(decision).toMatchObject({ counted: false, reason: 'already_converted' });
    // The first decision stands: adjustments never re-decide.
    expect((await decided([first.eventId]))[0]).toMatchObject({ counted: true, reason: 'counted' });
  });

  it('an adjustment whose event never gets decided waits, publishing nothing, until an operator gives up', async () => {
    // An event recorded but never decided (its message was dead-lettered): it never reaches attribution.
    const lost: AdjustedEventV1 = { ...(await recordEvent()), eventId: uuidv7() };
    const orphan = recordedRetraction(ws, lost);
    await publishRecordedAdjustments(attribution, [orphan]);
    const stored = await until(
      () => rows([orphan.id]),
      (m) => m.has(orphan.id),
    );
    expect(stored.get(orphan.id)).toMatchObject({ applied: null, reason: null });
    // Still waiting after the consumer has moved past it.
    const later = recordedRetraction(ws, valued);
    await publishRecordedAdjustments(attribution, [later]);
    expect((await outcomes([later.id])).get(later.id)?.reason).toBe('already_retracted');
    expect((await rows([orphan.id])).get(orphan.id)?.applied).toBeNull();
    const messages = await consumeUntil(brokers, topic(TOPICS.adjustmentDecisions), (seen) =>
      seen.some((m) => m.value.id === later.id),
    );
    expect(messages.some((m) => m.value.id === orphan.id)).toBe(false);

    // The operator gives up on it: decided conversion_not_decided, published, nothing else moved.
    await publishGiveUp(attribution, orphan);
    const decided = (await outcomes([orphan.id])).get(orphan.id);
    expect(decided).toMatchObject({ applied: false, reason: 'conversion_not_decided' });
    expect(decided?.message).toMatch(/could not be processed, so it has no attribution decision/);
    const [outcome] = (await published(TOPICS.adjustmentDecisions, [orphan.id])).filter(
      (m) => m.value.id === orphan.id,
    );
    expect(outcome.value).toMatchObject({ applied: false, reason: 'conversion_not_decided' });
    const adjusted = await consumeUntil(brokers, topic(TOPICS.conversionAdjustments), () => false, 3000);
    expect(adjusted.some((m) => m.value.id === orphan.id)).toBe(false);
  });
});
