import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import {
  AdjustedEventV1,
  ERASURE_COMMAND_SCHEMA_VERSION,
  ERASURE_COMMAND_TYPE,
  erasureCommandKey,
  ErasureCommandV1,
  MESSAGE_HEADERS,
  RecordedEventV1,
  SUBMISSION_NOTICE_SCHEMA_VERSION,
  SUBMISSION_NOTICE_TYPE,
  SubmissionNoticeV1,
  TOPICS,
} from '@app/contracts';
import { schemaName } from '@app/database';
import { TypedProducer } from '@app/kafka';
import { MetricsService } from '@app/observability';
import { ContactHasher } from '@app/privacy';
import { adjustmentDecision, publishAdjustmentDecisions } from '../support/adjustment-decisions';
import { recordedRetraction } from '../support/attribution-adjustments';
import { eventBody, postEvent, putCampaign } from '../support/events';
import { publishRecordedAdjustments } from '../support/recorded-adjustments';
import {
  decisionOf,
  publishDecisions,
  publishRecordedEvents,
  recordedEvent,
} from '../support/recorded-events';
import { startReportProjection } from '../support/report-projection';
import { until } from '../support/wait';
import { CreatedEndpoint, startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';

type Service = 'attribution' | 'reportProjection' | 'webhookDispatcher';
const SERVICES: Service[] = ['attribution', 'reportProjection', 'webhookDispatcher'];

/**
 * Erasure in the three consumer services (docs/privacy.md#erasure), against real Postgres and
 * Kafka: real traffic about two contacts goes through attribution, the report projection and the
 * webhook dispatcher (recorded events, adjustments and decisions on the run's topics, a duplicate
 * through the gateway for a submission notice, webhooks delivered to a receiver on 127.0.0.1);
 * then an ErasureCommandV1 for one of them, as the gateway publishes it. Each service removes the
 * contact's rows, and only them, with exact counts in its `erasures` row; the campaign totals stay;
 * the command handled again changes nothing; a message about the contact recorded before the
 * erasure and read after it is dropped (and counted), while one recorded after it is stored.
 */
describe('erasure in the consumer services', () => {
  let stack: WebhookStack;
  let projection: NestFastifyApplication;
  let endpoint: CreatedEndpoint;
  let db: DataSource;
  const suffix = uuidv7().slice(-8);
  const A = `erase-a-${suffix}`;
  const B = `erase-b-${suffix}`;

  beforeAll(async () => {
    stack = await startWebhookStack('erase', { attribution: true });
    projection = await startReportProjection(stack.isolated);
    db = stack.gateway.get(DataSource);
    for (const campaign of ['spring-a', 'spring-b', 'spring-n'])
      expect((await putCampaign(stack.gateway, stack.ws, stack.key, campaign)).statusCode).toBe(201);
    const receiver = await stack.receiver({ reply: { status: 200, body: 'thanks' } });
    endpoint = await stack.endpoints.create({ url: receiver.url });
    // Messages are about events recorded after the endpoint was created.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }, 60_000);

  afterAll(async () => {
    await projection?.close();
    await stack?.close();
  });

  const schema = (service: Service) => schemaName(stack.isolated.DATABASE_SCHEMA_PREFIX, service);
  const apps = (): Record<Service, NestFastifyApplication> => ({
    attribution: stack.attribution!,
    reportProjection: projection,
    webhookDispatcher: stack.dispatcher!,
  });
  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    Number((await db.query(sql, params))[0].n);

  /** Every row naming the contact, by table, as each service's erasure counts them. */
  const rowsOf = async (contactId: string): Promise<Record<Service, Record<string, number>>> => {
    const [at, rp, wd] = SERVICES.map(schema);
    const ws = stack.ws;
    const byContact = (table: string) =>
      count(`SELECT count(*) AS n FROM "${table}" WHERE workspace_id = $1 AND contact_id = $2`, [
        ws,
        contactId,
      ]);
    return {
      attribution: {
        decisions: await byContact(`${at}"."decisions`),
        conversions: await byContact(`${at}"."conversions`),
        adjustment_decisions: await byContact(`${at}"."adjustment_decisions`),
      },
      reportProjection: {
        panel: await byContact(`${rp}"."panel`),
        event_outcomes: await byContact(`${rp}"."event_outcomes`),
        adjustment_outcomes: await byContact(`${rp}"."adjustment_outcomes`),
        waiting_adjustments: await count(
          `SELECT count(*) AS n FROM "${rp}".waiting_adjustments
            WHERE decision->>'workspaceId' = $1 AND decision->'event'->>'contactId' = $2`,
          [ws, contactId],
        ),
      },
      webhookDispatcher: {
        messages: await byContact(`${wd}"."messages`),
        deliveries: await count(
          `SELECT count(*) AS n FROM "${wd}".deliveries d JOIN "${wd}".messages m ON m.id = d.message_id
            WHERE m.workspace_id = $1 AND m.contact_id = $2`,
          [ws, contactId],
        ),
        attempts: await count(
          `SELECT count(*) AS n FROM "${wd}".attempts a JOIN "${wd}".messages m ON m.id = a.message_id
            WHERE m.workspace_id = $1 AND m.contact_id = $2`,
          [ws, contactId],
        ),
      },
    };
  };

  /** Rows of any table of the three schemas whose text holds the string anywhere (bodies, jsonb, ids). */
  const mentions = async (text: string): Promise<string[]> => {
    const found: string[] = [];
    for (const service of SERVICES) {
      const tables: { name: string }[] = await db.query(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
        [schema(service)],
      );
      for (const { name } of tables) {
        const n = await count(
          `SELECT count(*) AS n FROM "${schema(service)}"."${name}" t WHERE strpos(t::text, $1) > 0`,
          [text],
        );
        if (n > 0) found.push(`${schema(service)}.${name}: ${n}`);
      }
    }
    return found;
  };

  /** The campaign totals of the workspace: what an erasure leaves as it was. */
  const totals = async () => {
    const rp = schema('reportProjection');
    const read = (table: string, order: string) =>
      db.query(`SELECT * FROM "${rp}".${table} WHERE workspace_id = $1 ORDER BY ${order}`, [stack.ws]);
    return {
      reports: (await read('campaign_reports', 'campaign_id')).map(
        ({ updated_at: _u, ...r }: Record<string, unknown>) => r,
      ),
      values: await read('campaign_values', 'campaign_id, currency'),
      daily: await read('campaign_daily', 'campaign_id, day'),
      reasons: await read('campaign_reasons', 'campaign_id, reason'),
    };
  };

  const erasures = async (requestId: string) =>
    Object.fromEntries(
      await Promise.all(
        SERVICES.map(async (service) => {
          const [row] = await db.query(
            `SELECT workspace_id, removed, started_at, completed_at FROM "${schema(service)}".erasures WHERE request_id = $1`,
            [requestId],
          );
          return [service, row as { removed: Record<string, number>; completed_at: Date | null } | undefined];
        }),
      ),
    ) as Record<
      Service,
      { workspace_id: string; removed: Record<string, number>; completed_at: Date | null }
    >;

  /** A counter of one service, by its topic label (the counters' labels are the runtime topic, or the contract's for drops). */
  const metric = async (service: Service, name: string, topic: string): Promise<number> => {
    const values =
      (await apps()[service].get(MetricsService).registry.getSingleMetric(name)?.get())?.values ?? [];
    return values.find((v) => v.labels.topic === topic)?.value ?? 0;
  };
  const metricsName: Record<Service, string> = {
    attribution: 'attribution',
    reportProjection: 'projection',
    webhookDispatcher: 'webhook_dispatcher',
  };
  const commandsHandled = (service: Service) =>
    metric(
      service,
      `${metricsName[service]}_messages_processed_total`,
      `${stack.isolated.KAFKA_TOPIC_PREFIX}${TOPICS.erasureCommands.name}`,
    );
  const dropped = (service: Service, topic: string) =>
    metric(service, `${metricsName[service]}_erased_contact_messages_dropped_total`, topic);

  const publishCommand = (command: ErasureCommandV1) =>
    stack.gateway.get(TypedProducer).send('erasureCommands', [
      {
        key: erasureCommandKey(command),
        value: command,
        headers: {
          [MESSAGE_HEADERS.eventId]: command.requestId,
          [MESSAGE_HEADERS.type]: ERASURE_COMMAND_TYPE,
          [MESSAGE_HEADERS.schemaVersion]: String(ERASURE_COMMAND_SCHEMA_VERSION),
        },
      },
    ]);
  const publishNotice = (notice: SubmissionNoticeV1) =>
    stack.gateway.get(TypedProducer).send('submissionNotices', [
      {
        key: `${notice.workspaceId}:${notice.campaignId}`,
        value: notice,
        headers: {
          [MESSAGE_HEADERS.eventId]: notice.noticeId,
          [MESSAGE_HEADERS.type]: SUBMISSION_NOTICE_TYPE,
          [MESSAGE_HEADERS.schemaVersion]: String(SUBMISSION_NOTICE_SCHEMA_VERSION),
        },
      },
    ]);

  const adjusted = (e: RecordedEventV1): AdjustedEventV1 => ({
    eventId: e.eventId,
    externalId: e.externalId,
    name: e.name,
    occurredAt: e.occurredAt,
    receivedAt: e.receivedAt,
    contactId: e.contactId,
    campaignId: e.campaignId,
    valueMinor: e.valueMinor,
    currency: e.currency,
  });

  let command: ErasureCommandV1;
  let before: Awaited<ReturnType<typeof rowsOf>>;
  let bRows: Awaited<ReturnType<typeof rowsOf>>;
  let totalsBefore: Awaited<ReturnType<typeof totals>>;

  it('erases the contact in every service, with exact counts, leaving the other contact and the totals', async () => {
    const ws = stack.ws;
    // Two events of A and one of B, on campaigns of their own (the panel shows each campaign's latest).
    const a1 = recordedEvent(ws, { contactId: A, campaignId: 'spring-a' });
    const a2 = recordedEvent(ws, { contactId: A, campaignId: 'spring-a', valueMinor: '1500' });
    const b1 = recordedEvent(ws, { contactId: B, campaignId: 'spring-b' });
    await publishRecordedEvents(stack.gateway, [a1, a2, b1]);
    await until(
      () =>
        count(`SELECT count(*) AS n FROM "${schema('attribution')}".decisions WHERE workspace_id = $1`, [ws]),
      (n) => n === 3,
    );
    // Retractions of a1 and b1 (applied), and one of an event of A never recorded here (it waits).
    const waitingEvent = recordedEvent(ws, { contactId: A, campaignId: 'spring-a' });
    await publishRecordedAdjustments(stack.gateway, [
      recordedRetraction(ws, adjusted(a1)),
      recordedRetraction(ws, adjusted(b1)),
      recordedRetraction(ws, adjusted(waitingEvent)),
    ]);
    // An applied outcome of an event of A whose decision the projection has not seen: it waits there.
    const held = adjustmentDecision(ws, {
      event: { ...adjustmentDecision(ws).event, contactId: A, campaignId: 'spring-a' },
    });
    await publishAdjustmentDecisions(stack.gateway, [held]);
    // Through the gateway: an event of A, then its duplicate, whose submission notice names A.
    const body = eventBody({ contactId: A, campaignId: 'spring-n' });
    expect((await postEvent(stack.gateway, ws, stack.key, body)).statusCode).toBe(201);
    expect((await postEvent(stack.gateway, ws, stack.key, body)).statusCode).toBe(200);

    // Everything settled: every service has written what it will about both contacts.
    before = await until(
      () => rowsOf(A),
      (r) =>
        r.attribution.decisions === 3 &&
        r.attribution.adjustment_decisions === 2 &&
        r.reportProjection.event_outcomes === 3 &&
        r.reportProjection.adjustment_outcomes === 2 &&
        r.reportProjection.waiting_adjustments === 1 &&
        r.reportProjection.panel === 2 &&
        r.webhookDispatcher.messages === 8,
      30_000,
    );
    const rp = schema('reportProjection');
    // The duplicate's notice is the spring-n panel entry, and names A. It comes on its own topic,
    // so the counts above can settle (the event's entry) before it is applied.
    expect(
      await until(
        () =>
          db.query(
            `SELECT kind, contact_id FROM "${rp}".panel WHERE workspace_id = $1 AND campaign_id = 'spring-n'`,
            [ws],
          ),
        (rows: { kind: string }[]) => rows[0]?.kind === 'duplicate',
        30_000,
      ),
    ).toEqual([{ kind: 'duplicate', contact_id: A }]);
    await stack.log.settled(endpoint.id, 11);
    before = await rowsOf(A);
    bRows = await rowsOf(B);
    expect(before).toEqual({
      attribution: { decisions: 3, conversions: 3, adjustment_decisions: 2 },
      reportProjection: { panel: 2, event_outcomes: 3, adjustment_outcomes: 2, waiting_adjustments: 1 },
      // event.recorded and conversion.counted of 3 events, conversion.retracted of a1 and held.
      webhookDispatcher: { messages: 8, deliveries: 8, attempts: 8 },
    });
    expect(bRows).toEqual({
      attribution: { decisions: 1, conversions: 1, adjustment_decisions: 1 },
      reportProjection: { panel: 1, event_outcomes: 1, adjustment_outcomes: 1, waiting_adjustments: 0 },
      webhookDispatcher: { messages: 3, deliveries: 3, attempts: 3 },
    });
    totalsBefore = await totals();
    expect(totalsBefore.reports.length).toBe(3);

    command = {
      requestId: uuidv7(),
      workspaceId: ws,
      contactIds: [A],
      requestedAt: new Date().toISOString(),
    };
    await publishCommand(command);
    const done = await until(
      () => erasures(command.requestId),
      (rows) => SERVICES.every((s) => rows[s]?.completed_at),
      30_000,
    );
    for (const service of SERVICES) {
      expect({ service, removed: done[service].removed }).toEqual({ service, removed: before[service] });
      expect(done[service].workspace_id).toBe(ws);
    }
    expect(await rowsOf(A)).toEqual({
      attribution: { decisions: 0, conversions: 0, adjustment_decisions: 0 },
      reportProjection: { panel: 0, event_outcomes: 0, adjustment_outcomes: 0, waiting_adjustments: 0 },
      webhookDispatcher: { messages: 0, deliveries: 0, attempts: 0 },
    });
    expect(await rowsOf(B)).toEqual(bRows);
    expect(await totals()).toEqual(totalsBefore);
    // No table of the three schemas holds A's id anywhere any more; each keeps its keyed hash.
    expect(await mentions(A)).toEqual([]);
    expect(await mentions(B)).not.toEqual([]);
    const hash = new ContactHasher(process.env.PRIVACY_HASH_KEY!).hash(ws, A);
    for (const service of SERVICES) {
      const tombstones: { erased_at: Date }[] = await db.query(
        `SELECT erased_at FROM "${schema(service)}".erased_contacts WHERE workspace_id = $1 AND contact_hash = $2`,
        [ws, hash],
      );
      expect(tombstones).toHaveLength(1);
      expect(tombstones[0].erased_at.getTime()).toBeLessThanOrEqual(Date.now());
    }
  }, 90_000);

  it('changes nothing when the command is handled again', async () => {
    const first = await erasures(command.requestId);
    const handled = await Promise.all(SERVICES.map(commandsHandled));
    expect(handled).toEqual([1, 1, 1]);
    await publishCommand(command);
    await until(
      () => Promise.all(SERVICES.map(commandsHandled)),
      (n) => n.every((x) => x === 2),
    );
    expect(await Promise.all(SERVICES.map(commandsHandled))).toEqual([2, 2, 2]);
    expect(await erasures(command.requestId)).toEqual(first);
    expect(await rowsOf(B)).toEqual(bRows);
    expect(await totals()).toEqual(totalsBefore);
  }, 60_000);

  it('drops what was recorded about the contact before the erasure and read after it, and stores what came after', async () => {
    const ws = stack.ws;
    // In flight when the services erased: recorded before (just before the request, so after the
    // endpoint was created: it wants them), read only now.
    const earlier = new Date(Date.parse(command.requestedAt) - 1).toISOString();
    const late = recordedEvent(ws, { contactId: A, campaignId: 'spring-a', receivedAt: earlier });
    const lateDecision = decisionOf(
      recordedEvent(ws, { contactId: A, campaignId: 'spring-a', receivedAt: earlier }),
    );
    const lateAdjustment = recordedRetraction(ws, adjusted(late), { receivedAt: earlier });
    const lateOutcome = adjustmentDecision(ws, {
      receivedAt: earlier,
      event: { ...adjustmentDecision(ws).event, contactId: A, campaignId: 'spring-a' },
    });
    const lateNotice: SubmissionNoticeV1 = {
      noticeId: uuidv7(),
      workspaceId: ws,
      campaignId: 'spring-n',
      kind: 'rejected',
      receivedAt: earlier,
      externalId: null,
      name: null,
      contactId: A,
      original: null,
      errors: [{ field: 'currency', code: 'invalid_format', message: 'currency must be 3 letters.' }],
    };
    await publishRecordedEvents(stack.gateway, [late]);
    await publishDecisions(stack.gateway, [lateDecision]);
    await publishRecordedAdjustments(stack.gateway, [lateAdjustment]);
    await publishAdjustmentDecisions(stack.gateway, [lateOutcome]);
    await publishNotice(lateNotice);

    const expected: [Service, string][] = [
      ['attribution', TOPICS.recordedEvents.name],
      ['attribution', TOPICS.recordedAdjustments.name],
      ['reportProjection', TOPICS.recordedEvents.name],
      ['reportProjection', TOPICS.attributionDecisions.name],
      ['reportProjection', TOPICS.recordedAdjustments.name],
      ['reportProjection', TOPICS.adjustmentDecisions.name],
      ['reportProjection', TOPICS.submissionNotices.name],
      ['webhookDispatcher', TOPICS.recordedEvents.name],
      ['webhookDispatcher', TOPICS.attributionDecisions.name],
      ['webhookDispatcher', TOPICS.adjustmentDecisions.name],
    ];
    const drops = () => Promise.all(expected.map(([service, topic]) => dropped(service, topic)));
    await until(drops, (n) => n.every((x) => x >= 1), 30_000);
    expect(await drops()).toEqual(expected.map(() => 1));
    expect(await mentions(A)).toEqual([]);
    expect(await totals()).toEqual(totalsBefore);

    // Recorded after the erasure (the contact came back): new data, decided and stored as ever.
    const fresh = recordedEvent(ws, { contactId: A, campaignId: 'spring-a' });
    await publishRecordedEvents(stack.gateway, [fresh]);
    const after = await until(
      () => rowsOf(A),
      (r) =>
        r.attribution.decisions === 1 &&
        r.reportProjection.event_outcomes === 1 &&
        r.webhookDispatcher.messages === 2,
      30_000,
    );
    expect(after.attribution).toEqual({ decisions: 1, conversions: 1, adjustment_decisions: 0 });
    expect(after.reportProjection).toMatchObject({ event_outcomes: 1, panel: 1 });
    expect(after.webhookDispatcher.messages).toBe(2);
    expect(await drops()).toEqual(expected.map(() => 1));
  }, 90_000);
});
