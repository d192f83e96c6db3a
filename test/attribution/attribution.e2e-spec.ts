import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Kafka, logLevel } from 'kafkajs';
import { DataSource } from 'typeorm';
import { TOPICS } from '@app/contracts';
import { KafkaService } from '@app/kafka';
import { createWorkspaceWithKey } from '@app/testing';
import { startAttribution } from '../support/attribution';
import { eventBody, postBatch, postEvent, putCampaign } from '../support/events';
import { startGateway } from '../support/gateway';
import { startReportProjection } from '../support/report-projection';
import { consumeUntil } from '../support/kafka';

const DAY = 86_400_000;

/** Every reason code end to end: POST the event, the attribution service decides and publishes it. */
describe('attribution service', () => {
  let gateway: NestFastifyApplication;
  let attribution: NestFastifyApplication;
  let projection: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    gateway = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    attribution = await startAttribution();
    projection = await startReportProjection();
    const setup = await createWorkspaceWithKey(gateway);
    ws = setup.workspace.id;
    key = setup.key.key;
    const put = (id: string, body: object) =>
      gateway.inject({
        method: 'PUT',
        url: `/v1/workspaces/${ws}/campaigns/${id}`,
        headers: { authorization: `Bearer ${key}` },
        payload: body,
      });
    const base = {
      name: 'C',
      startsAt: new Date(Date.now() - 30 * DAY).toISOString(),
      goals: ['order_paid'],
    };
    expect((await put('active', { ...base, status: 'active' })).statusCode).toBe(201);
    expect((await put('paused', { ...base, status: 'paused' })).statusCode).toBe(201);
    expect(
      (await put('once', { ...base, status: 'active', countingMode: 'once_per_contact' })).statusCode,
    ).toBe(201);
    expect(
      (
        await put('short', {
          ...base,
          status: 'active',
          endsAt: new Date(Date.now() - 20 * DAY).toISOString(),
        })
      ).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await projection.close();
    await attribution.close();
    await gateway.close();
  });

  const decisionsFor = async (ids: string[], timeoutMs = 20_000) => {
    const db = attribution.get(DataSource);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows: { event_id: string; counted: boolean; reason: string; message: string }[] = await db.query(
        `SELECT event_id, counted, reason, message FROM decisions WHERE event_id = ANY($1::uuid[])`,
        [ids],
      );
      if (rows.length === ids.length || Date.now() > deadline)
        return new Map(rows.map((r) => [r.event_id, r]));
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** Waits until the campaign's conversion-test panel shows this event decided, and returns it. */
  const panelShowing = async (campaignId: string, eventId: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const latest = (
        await gateway.inject({
          method: 'GET',
          url: `/v1/workspaces/${ws}/campaigns/${campaignId}/conversion-test`,
          headers: { authorization: `Bearer ${key}` },
        })
      ).json().latest;
      if ((latest?.eventId === eventId && latest.status !== 'pending') || Date.now() > deadline)
        return latest;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('decides each reason code, stores it once per event and publishes it', async () => {
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ['counted', { campaignId: 'active' }, 'counted', /Counted/],
      ['no campaign', { campaignId: undefined }, 'campaign_not_specified', /Send campaignId/],
      ['unknown campaign', { campaignId: 'nope' }, 'campaign_not_found', /No campaign "nope"/],
      ['paused campaign', { campaignId: 'paused' }, 'campaign_not_active', /is paused/],
      [
        'after the end',
        { campaignId: 'short', occurredAt: new Date(Date.now() - DAY).toISOString() },
        'outside_campaign_period',
        /outside/,
      ],
      ['not a goal', { campaignId: 'active', name: 'page_view' }, 'not_a_goal_event', /"order_paid"/],
    ];
    const ids: string[] = [];
    for (const [title, change, reason, message] of cases) {
      const res = await postEvent(gateway, ws, key, eventBody(change));
      expect(res.statusCode).toBe(201);
      const id = res.json().id;
      ids.push(id);
      // The campaign's panel shows it with its reason and sentence (an event naming no campaign,
      // or one that does not exist, has no panel to show on: see the test of a late campaign).
      if (change.campaignId && change.campaignId !== 'nope') {
        const latest = await panelShowing(change.campaignId as string, id);
        expect({ case: title, ...latest }).toMatchObject({
          case: title,
          kind: 'event',
          status: reason === 'counted' ? 'counted' : 'not_counted',
          reason,
          message: expect.stringMatching(message),
        });
      }
    }
    const decisions = await decisionsFor(ids);
    cases.forEach(([name, , reason, message], i) => {
      const decision = decisions.get(ids[i]);
      expect({ name, reason: decision?.reason }).toEqual({ name, reason });
      expect(decision?.counted).toBe(reason === 'counted');
      expect(decision?.message).toMatch(message);
    });

    // The events API shows each outcome.
    for (const [i, [, , reason]] of cases.entries()) {
      const read = await gateway.inject({
        method: 'GET',
        url: `/v1/workspaces/${ws}/events/${ids[i]}`,
        headers: { authorization: `Bearer ${key}` },
      });
      // (The conversion's net value and retraction beside it: test/attribution/adjustments.e2e-spec.ts.)
      expect(read.json().attribution).toMatchObject({
        status: reason === 'counted' ? 'counted' : 'not_counted',
        reason,
        message: decisions.get(ids[i])?.message,
      });
    }

    const published = await consumeUntil(
      process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
      attribution.get(KafkaService).topic(TOPICS.attributionDecisions),
      (seen) => ids.every((id) => seen.some((m) => m.value.eventId === id)),
    );
    const ours = published.filter((m) => ids.includes(m.value.eventId as string));
    // At least once: a decision may be published more than once (other suites' attribution
    // groups read the same topics), but every copy of it is the same stored decision.
    const reasons = new Map<string, Set<unknown>>();
    for (const m of ours)
      reasons.set(
        m.value.eventId as string,
        (reasons.get(m.value.eventId as string) ?? new Set()).add(m.value.reason),
      );
    expect(ids.map((id) => [...(reasons.get(id) ?? [])])).toEqual(cases.map((c) => [c[2]]));
    expect(ours[0].headers).toMatchObject({ 'event-type': 'attribution.decided', 'schema-version': '1' });
  });

  it('once_per_contact: of many events of one contact sent together, exactly one counts', async () => {
    const contactId = `once-${Date.now()}`;
    const res = await postBatch(gateway, ws, key, {
      events: Array.from({ length: 20 }, () => eventBody({ contactId, campaignId: 'once' })),
    });
    const ids = res.json().results.map((r: { id: string }) => r.id);
    const decisions = [...(await decisionsFor(ids)).values()];
    expect(decisions).toHaveLength(20);
    expect(decisions.filter((d) => d.counted)).toHaveLength(1);
    expect(decisions.filter((d) => d.reason === 'already_converted')).toHaveLength(19);

    const again = (await postEvent(gateway, ws, key, eventBody({ contactId, campaignId: 'once' }))).json().id;
    expect(await panelShowing('once', again)).toMatchObject({
      status: 'not_counted',
      reason: 'already_converted',
      message: expect.stringContaining('This contact already converted for campaign "once"'),
    });
  });

  it('a campaign created after its events: earlier events stay campaign_not_found, later ones count', async () => {
    const campaignId = `late-${Date.now()}`;
    const early = await postEvent(gateway, ws, key, eventBody({ campaignId }));
    expect(early.statusCode).toBe(201);
    const earlyId = early.json().id;
    expect((await decisionsFor([earlyId])).get(earlyId)?.reason).toBe('campaign_not_found');

    expect((await putCampaign(gateway, ws, key, campaignId)).statusCode).toBe(201);
    // Now that the campaign exists, its panel can be read: it shows the early event as it was decided.
    expect(await panelShowing(campaignId, earlyId)).toMatchObject({
      status: 'not_counted',
      reason: 'campaign_not_found',
      message: expect.stringContaining(`No campaign "${campaignId}" exists`),
    });
    const later = await postEvent(gateway, ws, key, eventBody({ campaignId }));
    const laterId = later.json().id;
    const decisions = await decisionsFor([earlyId, laterId]);
    expect(decisions.get(laterId)?.reason).toBe('counted');
    // Decided once, as the campaign was then: a campaign created later does not re-decide it.
    expect(decisions.get(earlyId)?.reason).toBe('campaign_not_found');
    const read = await gateway.inject({
      method: 'GET',
      url: `/v1/workspaces/${ws}/events/${earlyId}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(read.json().attribution).toMatchObject({ status: 'not_counted', reason: 'campaign_not_found' });
  });

  it("a poison message goes to each consumer's dead-letter topic with its error, and the streams go on", async () => {
    const kafka = new Kafka({
      clientId: 'poison',
      brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
      logLevel: logLevel.NOTHING,
    });
    const producer = kafka.producer();
    await producer.connect();
    const topic = attribution.get(KafkaService).topic(TOPICS.recordedEvents);
    const marker = `poison-${Date.now()}`;
    await producer.send({
      topic,
      messages: [{ key: `${ws}:x`, value: `{"not":"an event","marker":"${marker}"}` }],
    });
    // A decision that breaks its contract: counted, yet with a not-counted reason.
    const decisionsTopic = attribution.get(KafkaService).topic(TOPICS.attributionDecisions);
    const forged = {
      eventId: '01a2b3c4-0000-7000-8000-000000000000',
      workspaceId: ws,
      externalId: marker,
      campaignId: 'active',
      contactId: 'c',
      name: 'order_paid',
      occurredAt: new Date().toISOString(),
      receivedAt: new Date().toISOString(),
      valueMinor: null,
      currency: null,
      counted: true,
      reason: 'not_a_goal_event',
      message: 'forged',
      decidedAt: new Date().toISOString(),
    };
    await producer.send({
      topic: decisionsTopic,
      messages: [{ key: `${ws}:active`, value: JSON.stringify(forged) }],
    });
    await producer.disconnect();

    const after = await postEvent(gateway, ws, key, eventBody({ campaignId: 'active' }));
    expect((await decisionsFor([after.json().id])).get(after.json().id)?.reason).toBe('counted');
    expect(await panelShowing('active', after.json().id)).toMatchObject({ status: 'counted' });

    // The projection refused both: the event by its schema, the decision by its own.
    const projectionDead = await consumeUntil(
      process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
      attribution.get(KafkaService).topic(TOPICS.reportProjectionDeadLetter),
      (seen) =>
        seen.some((m) => m.value.marker === marker) && seen.some((m) => m.value.externalId === marker),
    );
    expect(projectionDead.find((m) => m.value.marker === marker)?.headers['dlq-error']).toMatch(
      /not a valid RecordedEventV1/,
    );
    const refusedDecision = projectionDead.find((m) => m.value.externalId === marker);
    expect(refusedDecision?.headers['dlq-error']).toMatch(/not a valid AttributionDecisionV1: .*reason/);
    expect(refusedDecision?.headers['dlq-source-topic']).toBe(decisionsTopic);

    const dead = await consumeUntil(
      process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
      attribution.get(KafkaService).topic(TOPICS.attributionDeadLetter),
      (seen) => seen.some((m) => m.value.marker === marker),
    );
    const ours = dead.find((m) => m.value.marker === marker);
    expect(ours?.headers['dlq-error']).toMatch(/not a valid RecordedEventV1/);
    expect(ours?.headers['dlq-source-topic']).toBe(topic);
  });
});
