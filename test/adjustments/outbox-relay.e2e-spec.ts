import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { RECORDED_ADJUSTMENT_TYPE, RECORDED_ADJUSTMENT_V1_SCHEMA, TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { createWorkspaceWithKey } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { adjustmentBody, postAdjustment, retractionBody } from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { consumeUntil, topicEnds } from '../support/kafka';

/**
 * Recorded adjustments reach conversions.recorded-adjustments.v1 through the events' outbox, once
 * each, with the adjusted event's fields, keyed like the event's recorded message
 * (docs/kafka-contracts.md), and only after their event's row.
 */
describe('outbox relay to the recorded-adjustments topic', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;
  const brokers = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';

  beforeAll(async () => {
    app = await startGateway();
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  it("publishes each recorded adjustment once, with its event's fields, the event's key, and headers", async () => {
    const kafka = app.get(KafkaService);
    // Where the topics end before this test writes: what it looks for comes after.
    const [eventsFrom, adjustmentsFrom] = await Promise.all([
      topicEnds(brokers, kafka.topic(TOPICS.recordedEvents)),
      topicEnds(brokers, kafka.topic(TOPICS.recordedAdjustments)),
    ]);
    const contactId = `adj-relay-${Date.now()}`;
    const event = eventBody({ contactId, valueMinor: 4999, currency: 'EUR' });
    const eventRes = await postEvent(app, ws, key, event);
    expect(eventRes.statusCode).toBe(201);
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const restatement = adjustmentBody(event.externalId as string, { valueMinor: 2999 });
    const sent = await app.inject({
      method: 'POST',
      url: `/v1/workspaces/${ws}/adjustments`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', traceparent },
      payload: JSON.stringify(restatement),
    });
    expect(sent.statusCode).toBe(201);
    const retraction = await postAdjustment(app, ws, key, retractionBody(event.externalId as string));
    // A repeat is not published again.
    expect((await postAdjustment(app, ws, key, restatement)).statusCode).toBe(200);
    const ids = [sent.json().id, retraction.json().id];

    await app.get(OutboxRelay).drain();
    const messages = await consumeUntil(
      brokers,
      kafka.topic(TOPICS.recordedAdjustments),
      (seen) => ids.every((id) => seen.some((m) => m.value.id === id)),
      20_000,
      adjustmentsFrom,
    );
    const ours = messages.filter((m) => ids.includes(m.value.id as string));
    expect(ours.map((m) => m.value.id)).toEqual(ids); // once each, in the order recorded

    const validate = addFormats(new Ajv({ strict: true })).compile(RECORDED_ADJUSTMENT_V1_SCHEMA);
    for (const message of ours) {
      expect(validate(message.value)).toBe(true);
      expect(message.key).toBe(`${ws}:${contactId}`);
      expect(message.headers).toMatchObject({
        'event-id': message.value.id,
        'event-type': RECORDED_ADJUSTMENT_TYPE,
        'schema-version': '1',
      });
    }
    expect(ours[0].headers.traceparent).toBe(traceparent);
    const eventFields = {
      eventId: eventRes.json().id,
      externalId: event.externalId,
      name: event.name,
      occurredAt: event.occurredAt,
      receivedAt: eventRes.json().receivedAt,
      contactId,
      campaignId: event.campaignId,
      valueMinor: '4999',
      currency: 'EUR',
    };
    expect(ours[0].value).toEqual({
      id: ids[0],
      adjustmentId: restatement.adjustmentId,
      type: 'restatement',
      workspaceId: ws,
      occurredAt: restatement.occurredAt,
      receivedAt: sent.json().receivedAt,
      valueMinor: '2999',
      currency: 'EUR',
      test: false,
      event: eventFields,
    });
    expect(ours[1].value).toMatchObject({
      type: 'retraction',
      valueMinor: null,
      currency: null,
      event: eventFields,
    });

    // The event's recorded message has the same key, so both land on the same partition number.
    const recorded = await consumeUntil(
      brokers,
      kafka.topic(TOPICS.recordedEvents),
      (seen) => seen.some((m) => m.value.eventId === eventRes.json().id),
      60_000,
      eventsFrom,
    );
    const eventMessage = recorded.find((m) => m.value.eventId === eventRes.json().id);
    expect(eventMessage?.key).toBe(ours[0].key);
    expect(eventMessage?.partition).toBe(ours[0].partition);
  }, 120_000);

  it("an adjustment's outbox row comes after its event's", async () => {
    const event = eventBody();
    // Sent in one turn: the event's grouped insert and the adjustment's run in order of commit.
    const eventRes = await postEvent(app, ws, key, event);
    const adjRes = await postAdjustment(app, ws, key, retractionBody(event.externalId as string));
    expect(adjRes.statusCode).toBe(201);
    const { DataSource } = await import('typeorm');
    const rows = await app
      .get(DataSource)
      .query(
        `SELECT seq, event_id, adjustment_id FROM outbox WHERE event_id = $1 OR adjustment_id = $2 ORDER BY seq`,
        [eventRes.json().id, adjRes.json().id],
      );
    // The relay may have published (deleted) the event's row already; never the reverse order.
    if (rows.length === 2)
      expect(rows.map((r: { event_id: string | null }) => r.event_id)).toEqual([eventRes.json().id, null]);
    else
      expect(rows.every((r: { adjustment_id: string | null }) => r.adjustment_id === adjRes.json().id)).toBe(
        true,
      );
  });
});
