import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { DataSource } from 'typeorm';
import { RECORDED_EVENT_V1_SCHEMA, TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { createWorkspaceWithKey } from '@app/testing';
import { OutboxRelay } from '../../apps/gateway/src/outbox/outbox-relay.service';
import { eventBody, postBatch, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { consumeUntil } from '../support/kafka';

/**
 * Nothing acknowledged is lost on its way to Kafka (docs/architecture.md#guarantee-no-lost-events):
 * recorded events reach Kafka, keyed and with headers (docs/kafka-contracts.md).
 */
describe('outbox relay to the recorded-events topic', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway();
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  it('publishes each recorded event once, keyed by workspace and contact, with id, type, version and traceparent headers', async () => {
    const contactId = `relay-${Date.now()}`;
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const single = await app.inject({
      method: 'POST',
      url: `/v1/workspaces/${ws}/events`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', traceparent },
      payload: JSON.stringify(eventBody({ contactId })),
    });
    expect(single.statusCode).toBe(201);
    const batch = await postBatch(app, ws, key, { events: [1, 2, 3].map(() => eventBody({ contactId })) });
    const ids = [single.json().id, ...batch.json().results.map((r: { id: string }) => r.id)];
    // A repeat is not published again.
    expect(
      (await postEvent(app, ws, key, eventBody({ contactId, externalId: single.json().externalId })))
        .statusCode,
    ).toBe(200);

    await app.get(OutboxRelay).drain();
    const topic = app.get(KafkaService).topic(TOPICS.recordedEvents);
    const messages = await consumeUntil(process.env.KAFKA_BROKERS ?? '127.0.0.1:9092', topic, (seen) =>
      ids.every((id) => seen.some((m) => m.value.eventId === id)),
    );
    const ours = messages.filter((m) => ids.includes(m.value.eventId as string));
    expect(ours.map((m) => m.value.eventId)).toEqual(ids); // once each, in the order recorded
    expect(new Set(ours.map((m) => m.partition)).size).toBe(1); // one contact, one partition

    const validate = addFormats(new Ajv({ strict: true })).compile(RECORDED_EVENT_V1_SCHEMA);
    for (const message of ours) {
      expect(validate(message.value)).toBe(true);
      expect(message.key).toBe(`${ws}:${contactId}`);
      expect(message.headers).toMatchObject({
        'event-id': message.value.eventId,
        'event-type': 'conversion.recorded',
        'schema-version': '1',
        traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/),
      });
    }
    expect(ours[0].headers.traceparent).toBe(traceparent);
    expect(ours[0].value).toMatchObject({ workspaceId: ws, contactId, valueMinor: '4999', currency: 'EUR' });

    const [{ n }] = await app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM outbox WHERE event_id = ANY($1::uuid[])`, [ids]);
    expect(n).toBe(0);
  });
});
