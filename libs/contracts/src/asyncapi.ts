import { adjustmentDecisionKey } from './adjustment-decision.v1';
import { ADJUSTMENT_DECISION_SCHEMA_VERSION, ADJUSTMENT_DECISION_TYPE } from './adjustment-decision.v1';
import { ATTRIBUTION_DECISION_SCHEMA_VERSION, ATTRIBUTION_DECISION_TYPE } from './attribution-decision.v1';
import { CONTACT_ERASED_SCHEMA_VERSION, CONTACT_ERASED_TYPE, contactErasedKey } from './contact-erased.v1';
import {
  CONVERSION_ADJUSTMENT_SCHEMA_VERSION,
  CONVERSION_ADJUSTMENT_TYPE,
  conversionAdjustmentKey,
} from './conversion-adjustment.v1';
import {
  ERASURE_COMMAND_SCHEMA_VERSION,
  ERASURE_COMMAND_TYPE,
  erasureCommandKey,
} from './erasure-command.v1';
import { MESSAGE_HEADERS } from './headers';
import {
  RECORDED_ADJUSTMENT_SCHEMA_VERSION,
  RECORDED_ADJUSTMENT_TYPE,
  recordedAdjustmentKey,
} from './recorded-adjustment.v1';
import { RECORDED_EVENT_SCHEMA_VERSION, RECORDED_EVENT_TYPE, recordedEventKey } from './recorded-event.v1';
import { SUBMISSION_NOTICE_SCHEMA_VERSION, SUBMISSION_NOTICE_TYPE } from './submission-notice.v1';
import { TOPIC_SCHEMAS, TopicPayloads } from './topic-payloads';
import { TOPICS, TopicId } from './topics';
import {
  WEBHOOK_COMMAND_SCHEMA_VERSION,
  WEBHOOK_COMMAND_TYPE,
  webhookCommandKey,
} from './webhook-command.v1';

/**
 * The published contract of the topics: an AsyncAPI 3.0 document (docs/asyncapi.yaml) and each
 * payload's JSON Schema as a plain file (libs/contracts/schemas/<topic>.json), both made from
 * TOPICS, TOPIC_SCHEMAS and MESSAGE_HEADERS by `npm run asyncapi` (scripts/asyncapi.mjs), for
 * teams reading the topics from other languages (docs/kafka-contracts.md). What is said here of
 * keys, headers, producers and consumers is what the code does: the key functions beside each
 * payload type, the publishers in apps/gateway and apps/attribution, the dead-letter copy in
 * libs/kafka. asyncapi.spec.ts fails when the committed files differ from what this makes.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const ASYNCAPI_DOCUMENT_PATH = 'docs/asyncapi.yaml';
export const TOPIC_SCHEMAS_DIR = 'libs/contracts/schemas';

/** Where the schemas' $ids point; each file's $id is this and its topic's name. */
const SCHEMA_BASE = 'https://docs.conversion-platform.dev/schemas/';
const KAFKA_BINDING_VERSION = '0.5.0';

type PayloadTopic = keyof TopicPayloads;
type DeadLetterTopic = Exclude<TopicId, PayloadTopic>;

/** The services, as their operations are tagged and their consumers named in descriptions. */
const SERVICES = {
  gateway: 'the gateway (`apps/gateway`)',
  attribution: 'attribution (`apps/attribution`)',
  reportProjection: 'the report projection (`apps/report-projection`)',
  webhookDispatcher: 'the webhook dispatcher (`apps/webhook-dispatcher`)',
} as const;
type Service = keyof typeof SERVICES;

const SERVICE_TAGS: Record<Service, string> = {
  gateway: 'gateway',
  attribution: 'attribution',
  reportProjection: 'report-projection',
  webhookDispatcher: 'webhook-dispatcher',
};

/** When a message carries `traceparent`. */
type Traceparent = 'always' | 'when-known' | 'never';

interface MessageContract<T extends PayloadTopic> {
  /** The message's name for people. */
  title: string;
  /** The event-type header's value. */
  type: string;
  schemaVersion: number;
  /** What the message is, in a sentence or two (the message's description). */
  about: string;
  /** What the event-id header holds. */
  eventId: string;
  traceparent: Traceparent;
  /** Where the traceparent comes from, when it is there. */
  traceparentSource?: string;
  /** The key, as the producer builds it, and the ordering it gives. */
  key: string;
  keyOf(payload: TopicPayloads[T]): string;
  /** The producing service and how it publishes. */
  producer: Service;
  sends: string;
  /** Who reads it here; none means it is there for teams outside the platform. */
  consumers: readonly Service[];
  /** Valid against the topic's schema (asyncapi.spec.ts checks it). */
  example: TopicPayloads[T];
  exampleSummary: string;
  /** The example's event-id header. */
  exampleEventId: string;
  exampleTraceparent?: string;
}

const WORKSPACE = '0b6f1c1e-3f57-4a8e-9a0e-2d7c5f4b8a31';
const EVENT_ID = '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e';
const ADJUSTMENT_ID = '019a9b10-2c3d-7e4f-8a5b-6c7d8e9f0a1b';
const ERASURE_ID = '019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b';
const NOTICE_ID = '019a8e31-0c2d-7b1e-8f3a-2c4d5e6f7a8b';
const COMMAND_ID = '019a8e40-1b2c-7d3e-8f4a-5b6c7d8e9f01';
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

const RECORDED_EVENT: TopicPayloads['recordedEvents'] = {
  eventId: EVENT_ID,
  workspaceId: WORKSPACE,
  externalId: 'order-10023',
  name: 'order_paid',
  occurredAt: '2026-11-21T13:03:00.000Z',
  receivedAt: '2026-11-21T13:03:00.412Z',
  contactId: 'contact_42',
  campaignId: 'spring-sale',
  valueMinor: '4999',
  currency: 'EUR',
};

const { workspaceId: _workspace, ...ADJUSTED_EVENT } = RECORDED_EVENT;

const RECORDED_ADJUSTMENT: TopicPayloads['recordedAdjustments'] = {
  id: ADJUSTMENT_ID,
  adjustmentId: 'partial-refund-10023',
  type: 'restatement',
  workspaceId: WORKSPACE,
  occurredAt: '2026-11-24T09:12:00.000Z',
  receivedAt: '2026-11-24T09:12:01.207Z',
  valueMinor: '3999',
  currency: 'EUR',
  test: false,
  event: ADJUSTED_EVENT,
};

const ADJUSTMENT_DECISION: TopicPayloads['adjustmentDecisions'] = {
  ...RECORDED_ADJUSTMENT,
  applied: true,
  reason: 'applied',
  message: 'Restated: the conversion of event "order-10023" is now worth 3999 EUR (was 4999).',
  decidedAt: '2026-11-24T09:12:01.318Z',
  previousValueMinor: '4999',
  netValueMinor: '3999',
};

/** What the outbox-published topics say of their key and delivery, shared by events and adjustments. */
const OUTBOX =
  'through the outbox: each row is published with acks=all by a single relay leader, in the order recorded, and deleted once Kafka has it; a crash in between publishes it again (same event-id).';

const MESSAGES: { [T in PayloadTopic]: MessageContract<T> } = {
  recordedEvents: {
    title: 'Recorded event',
    type: RECORDED_EVENT_TYPE,
    schemaVersion: RECORDED_EVENT_SCHEMA_VERSION,
    about:
      'An event the gateway recorded (one per 201 of `POST .../events`, or per recorded item of a batch). `test: true` marks test traffic (sent with a test key); it is absent on live events.',
    eventId: "the payload's `eventId` (UUIDv7)",
    traceparent: 'when-known',
    traceparentSource:
      "the HTTP request's `traceparent` when it was valid W3C Trace Context, otherwise a new trace the gateway started; stored with the outbox row (with tracing on, that of the relay's send span under the request's span, in the same trace: docs/operations.md#traces)",
    key: '`${workspaceId}:${contactId}` (`recordedEventKey()`): all events of one contact of one workspace are on one partition, in the order they were recorded.',
    keyOf: recordedEventKey,
    producer: 'gateway',
    sends: `The gateway publishes every event it recorded ${OUTBOX}`,
    consumers: ['attribution', 'reportProjection', 'webhookDispatcher'],
    example: RECORDED_EVENT,
    exampleSummary: 'A live event with a value, naming a campaign',
    exampleEventId: EVENT_ID,
    exampleTraceparent: TRACEPARENT,
  },
  attributionDecisions: {
    title: 'Attribution decision',
    type: ATTRIBUTION_DECISION_TYPE,
    schemaVersion: ATTRIBUTION_DECISION_SCHEMA_VERSION,
    about:
      'The decision on one recorded event: counted or not, with a stable reason code and a sentence for people. Final: a decision never changes, and a republished one is the same. `test: true` marks the decision of a test event.',
    eventId: "the decided event's `eventId`",
    traceparent: 'when-known',
    traceparentSource:
      "the recorded event's `traceparent`, copied unchanged (with tracing on, that of attribution's span under it, in the same trace: docs/operations.md#traces)",
    key: "`${workspaceId}:${campaignId}`, or `${workspaceId}:` when the event named no campaign: one campaign's decisions are on one partition, in the order attribution published them.",
    keyOf: (d) => `${d.workspaceId}:${d.campaignId ?? ''}`,
    producer: 'attribution',
    sends:
      'Attribution publishes one decision per recorded event, with the acks=all producer, before it commits the offsets of the events it decided; a redelivered event makes it publish the same decision again.',
    consumers: ['reportProjection', 'webhookDispatcher'],
    example: {
      ...RECORDED_EVENT,
      name: 'newsletter_signup',
      valueMinor: null,
      currency: null,
      counted: false,
      reason: 'not_a_goal_event',
      message:
        '"newsletter_signup" is not a goal of campaign "spring-sale"; its goals are "order_paid". Send one of those names, or add this one to the campaign\'s goals.',
      decidedAt: '2026-11-21T13:03:00.530Z',
    },
    exampleSummary: 'A decision not to count an event',
    exampleEventId: EVENT_ID,
    exampleTraceparent: TRACEPARENT,
  },
  conversions: {
    title: 'Conversion',
    type: ATTRIBUTION_DECISION_TYPE,
    schemaVersion: ATTRIBUTION_DECISION_SCHEMA_VERSION,
    about:
      'A counted conversion: the decision of a live event that counted (`counted: true`, `reason: counted`), the same message as on conversions.attribution-decisions.v1. Never test traffic.',
    eventId: "the converting event's `eventId`",
    traceparent: 'when-known',
    traceparentSource:
      "the recorded event's `traceparent`, copied unchanged (with tracing on, that of attribution's span under it, in the same trace: docs/operations.md#traces)",
    key: "`${workspaceId}:${campaignId}`: a counted event always names its campaign, so one campaign's conversions are on one partition, in the order attribution published them.",
    keyOf: (d) => `${d.workspaceId}:${d.campaignId ?? ''}`,
    producer: 'attribution',
    sends:
      'Attribution publishes each counted live decision here too, in the same produce request as on conversions.attribution-decisions.v1, after it.',
    consumers: [],
    example: {
      ...RECORDED_EVENT,
      counted: true,
      reason: 'counted',
      message: 'Counted as a conversion for campaign "spring-sale".',
      decidedAt: '2026-11-21T13:03:00.530Z',
    },
    exampleSummary: 'A counted conversion',
    exampleEventId: EVENT_ID,
    exampleTraceparent: TRACEPARENT,
  },
  recordedAdjustments: {
    title: 'Recorded adjustment',
    type: RECORDED_ADJUSTMENT_TYPE,
    schemaVersion: RECORDED_ADJUSTMENT_SCHEMA_VERSION,
    about:
      'A conversion adjustment the gateway recorded (one per 201 of `POST .../adjustments`): a retraction or a restatement of an event, with the adjusted event as it was recorded. A restatement carries its value and currency, a retraction neither.',
    eventId: "the adjustment's `id` (UUIDv7)",
    traceparent: 'when-known',
    traceparentSource: "the HTTP request's `traceparent`, or a new trace, as for recorded events",
    key: "`${workspaceId}:${contactId}` of the adjusted event (`recordedAdjustmentKey()`): the key of its recorded event, so a contact's events and adjustments share a partition, in the order recorded.",
    keyOf: recordedAdjustmentKey,
    producer: 'gateway',
    sends: `The gateway publishes every adjustment it recorded, after the event it adjusts, ${OUTBOX}`,
    consumers: ['attribution', 'reportProjection'],
    example: RECORDED_ADJUSTMENT,
    exampleSummary: 'A restatement of an order to a lower value',
    exampleEventId: ADJUSTMENT_ID,
    exampleTraceparent: TRACEPARENT,
  },
  adjustmentDecisions: {
    title: 'Adjustment decision',
    type: ADJUSTMENT_DECISION_TYPE,
    schemaVersion: ADJUSTMENT_DECISION_SCHEMA_VERSION,
    about:
      'The outcome of one recorded adjustment, applied or not, with a reason code and a sentence for people; an applied one says how the net value moved. Test adjustments are here too, marked `test: true`.',
    eventId: "the adjustment's `id`",
    traceparent: 'when-known',
    traceparentSource:
      "the recorded adjustment's `traceparent`, copied unchanged (with tracing on, that of attribution's span under it, in the same trace: docs/operations.md#traces)",
    key: "`${workspaceId}:${campaignId}` of the adjusted event, `${workspaceId}:` when it named none (`adjustmentDecisionKey()`): the key of its event's decision.",
    keyOf: adjustmentDecisionKey,
    producer: 'attribution',
    sends:
      "Attribution publishes one outcome per recorded adjustment, after the adjusted event's own decision, with the acks=all producer, before it commits its input offsets.",
    consumers: ['reportProjection', 'webhookDispatcher'],
    example: ADJUSTMENT_DECISION,
    exampleSummary: 'An applied restatement',
    exampleEventId: ADJUSTMENT_ID,
    exampleTraceparent: TRACEPARENT,
  },
  conversionAdjustments: {
    title: 'Conversion adjustment',
    type: CONVERSION_ADJUSTMENT_TYPE,
    schemaVersion: CONVERSION_ADJUSTMENT_SCHEMA_VERSION,
    about:
      'An adjustment applied to a counted live conversion: after a retraction its net value is 0 (or none), after a restatement `netValueMinor`. Not-applied adjustments and test traffic never come here.',
    eventId: "the adjustment's `id`",
    traceparent: 'when-known',
    traceparentSource:
      "the recorded adjustment's `traceparent`, copied unchanged (with tracing on, that of attribution's span under it, in the same trace: docs/operations.md#traces)",
    key: '`${workspaceId}:${campaignId}` (`conversionAdjustmentKey()`): the key of the conversion it adjusts, so a conversion and its adjustments share a partition.',
    keyOf: conversionAdjustmentKey,
    producer: 'attribution',
    sends:
      'Attribution publishes each applied adjustment of a counted live conversion here, in the same produce request as its outcome on conversions.adjustment-decisions.v1.',
    consumers: [],
    example: {
      id: ADJUSTMENT_ID,
      adjustmentId: 'partial-refund-10023',
      type: 'restatement',
      workspaceId: WORKSPACE,
      campaignId: 'spring-sale',
      contactId: 'contact_42',
      eventId: EVENT_ID,
      externalId: 'order-10023',
      occurredAt: '2026-11-24T09:12:00.000Z',
      receivedAt: '2026-11-24T09:12:01.207Z',
      previousValueMinor: '4999',
      netValueMinor: '3999',
      currency: 'EUR',
      decidedAt: '2026-11-24T09:12:01.318Z',
    },
    exampleSummary: 'A conversion restated to a lower value',
    exampleEventId: ADJUSTMENT_ID,
    exampleTraceparent: TRACEPARENT,
  },
  submissionNotices: {
    title: 'Submission notice',
    type: SUBMISSION_NOTICE_TYPE,
    schemaVersion: SUBMISSION_NOTICE_SCHEMA_VERSION,
    about:
      'What the gateway saw of a submission it did not record, for the conversion-test panel: a duplicate, or a body rejected by validation that named a campaign. Informational: never an event, never counted. Sanitised: field names, error codes and messages, not the submitted values.',
    eventId: "the payload's `noticeId` (UUIDv7)",
    traceparent: 'never',
    key: "`${workspaceId}:${campaignId}:live`, or `:test` for a test key's submission: the panel's entry the notice replaces. Of several notices for one key within 100 ms, only the latest is sent.",
    keyOf: (n) => `${n.workspaceId}:${n.campaignId}:${n.test ? 'test' : 'live'}`,
    producer: 'gateway',
    sends:
      'The gateway sends pending notices every 100 ms, off the request path and best-effort: while Kafka is down they are lost, not queued.',
    consumers: ['reportProjection'],
    example: {
      noticeId: NOTICE_ID,
      workspaceId: WORKSPACE,
      campaignId: 'spring-sale',
      kind: 'rejected',
      receivedAt: '2026-11-21T13:05:10.002Z',
      externalId: 'order-10024',
      name: 'order_paid',
      contactId: 'contact_42',
      original: null,
      errors: [
        {
          field: 'currency',
          code: 'invalid_value',
          message: 'currency must be an ISO 4217 code in upper case, such as "EUR" or "USD".',
        },
      ],
    },
    exampleSummary: 'A rejected body',
    exampleEventId: NOTICE_ID,
  },
  webhookCommands: {
    title: 'Webhook command',
    type: WEBHOOK_COMMAND_TYPE,
    schemaVersion: WEBHOOK_COMMAND_SCHEMA_VERSION,
    about:
      'What an integrator asked of webhook deliveries through the API: `test` (send a test message to one endpoint), `redeliver` (one more attempt of a message), `recover` (one more attempt of every failed delivery in a range). Internal to the platform: nothing outside the gateway should produce to it.',
    eventId: "the payload's `commandId` (UUIDv7)",
    traceparent: 'always',
    traceparentSource: "a new trace per command, which starts the dispatcher's work",
    key: "`${workspaceId}:${endpointId}` (`webhookCommandKey()`): one endpoint's commands are on one partition, in the order the gateway accepted them.",
    keyOf: webhookCommandKey,
    producer: 'gateway',
    sends:
      'The gateway publishes a command while the request waits, with the acks=all producer, and answers 202 only once Kafka has it (503 when it cannot).',
    consumers: ['webhookDispatcher'],
    example: {
      commandId: COMMAND_ID,
      kind: 'recover',
      workspaceId: WORKSPACE,
      endpointId: 'ep_2QxVh3kLmN8pR4sT6uW9yZ',
      messageId: null,
      since: '2026-11-21T00:00:00.000Z',
      until: '2026-11-22T00:00:00.000Z',
      requestedAt: '2026-11-22T10:20:00.000Z',
    },
    exampleSummary: "Recover an endpoint's failed deliveries of one day",
    exampleEventId: COMMAND_ID,
    exampleTraceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
  },
  erasureCommands: {
    title: 'Erasure command',
    type: ERASURE_COMMAND_TYPE,
    schemaVersion: ERASURE_COMMAND_SCHEMA_VERSION,
    about:
      "An erasure request on its way from the gateway, which owns it, to every service holding a copy of the contacts' data; each erases its own copies and records that it has. Internal to the platform: nothing outside the gateway should produce to it.",
    eventId: "the payload's `requestId` (UUIDv7)",
    traceparent: 'always',
    traceparentSource: 'a new trace per publish',
    key: '`${workspaceId}:${requestId}` (`erasureCommandKey()`): requests are independent of each other.',
    keyOf: erasureCommandKey,
    producer: 'gateway',
    sends:
      "The gateway's erasure coordinator publishes a request once its start delay has passed, and again every ERASURE_COMMAND_REPUBLISH_MS while a service has not recorded it as completed (same event-id).",
    consumers: ['attribution', 'reportProjection', 'webhookDispatcher'],
    example: {
      requestId: ERASURE_ID,
      workspaceId: WORKSPACE,
      contactIds: ['contact_42', 'contact_77'],
      requestedAt: '2026-11-22T10:00:00.123Z',
    },
    exampleSummary: 'Erase two contacts',
    exampleEventId: ERASURE_ID,
    exampleTraceparent: '00-5e1f0b9c2a7d4e3f8a6b1c0d9e8f7a6b-3c2d1e0f9a8b7c6d-01',
  },
  erasures: {
    title: 'Contact erased',
    type: CONTACT_ERASED_TYPE,
    schemaVersion: CONTACT_ERASED_SCHEMA_VERSION,
    about:
      "`contact.erased`: one notice per contact of a completed erasure request, for teams holding copies of the contact's data (from conversions.conversions.v1 and the other topics) to erase theirs.",
    eventId: 'a UUIDv5 of `${erasureId}:${contactId}`: the same each time the notice is published',
    traceparent: 'always',
    traceparentSource: 'a new trace per publish, shared by the notices published together',
    key: "`${workspaceId}:${contactId}` (`contactErasedKey()`): the key of the contact's recorded events.",
    keyOf: contactErasedKey,
    producer: 'gateway',
    sends:
      "The gateway's erasure coordinator publishes the notices once every service has erased the contacts, before it marks the request completed: a crash in between publishes them again, with the same event-ids.",
    consumers: ['webhookDispatcher'],
    example: {
      erasureId: ERASURE_ID,
      workspaceId: WORKSPACE,
      contactId: 'contact_42',
      requestedAt: '2026-11-22T10:00:00.123Z',
      erasedAt: '2026-11-22T10:00:11.530Z',
    },
    exampleSummary: 'A contact erased',
    // contactErasedEventId() (apps/gateway/src/privacy) of the example's erasureId and contactId.
    exampleEventId: '37bec60c-9bc4-5241-84a9-b653f50a8b86',
    exampleTraceparent: '00-7a1b2c3d4e5f60718293a4b5c6d7e8f9-1a2b3c4d5e6f7081-01',
  },
};

interface DeadLetterContract {
  /** The consumer whose messages these are, and which publishes them. */
  consumer: Service;
  /** The topics that consumer reads: where its dead letters come from. */
  sources: readonly PayloadTopic[];
  /** The example: a message of `source` with this value, dead-lettered with this dlq-error. */
  example: {
    source: PayloadTopic;
    payload: TopicPayloads[PayloadTopic];
    error: string;
    partition: number;
    offset: number;
  };
}

const DEAD_LETTERS: Record<DeadLetterTopic, DeadLetterContract> = {
  attributionDeadLetter: {
    consumer: 'attribution',
    sources: ['recordedEvents', 'recordedAdjustments', 'erasureCommands'],
    example: {
      source: 'recordedEvents',
      payload: RECORDED_EVENT,
      error:
        'failed 3 times: null value in column "contact_id" of relation "decisions" violates not-null constraint',
      partition: 7,
      offset: 18234,
    },
  },
  reportProjectionDeadLetter: {
    consumer: 'reportProjection',
    sources: [
      'recordedEvents',
      'attributionDecisions',
      'submissionNotices',
      'recordedAdjustments',
      'adjustmentDecisions',
      'erasureCommands',
    ],
    // asyncapi.spec.ts checks that the payload fails its schema with exactly this error.
    example: {
      source: 'attributionDecisions',
      payload: {
        ...RECORDED_EVENT,
        currency: 'eur',
        counted: true,
        reason: 'counted',
        message: 'Counted as a conversion for campaign "spring-sale".',
        decidedAt: '2026-11-21T13:03:00.530Z',
      },
      error: 'not a valid AttributionDecisionV1: /currency must match pattern "^[A-Z]{3}$"',
      partition: 3,
      offset: 5120,
    },
  },
  webhookDispatcherDeadLetter: {
    consumer: 'webhookDispatcher',
    sources: [
      'recordedEvents',
      'attributionDecisions',
      'adjustmentDecisions',
      'webhookCommands',
      'erasures',
      'erasureCommands',
    ],
    // asyncapi.spec.ts checks that the payload fails its schema with exactly this error.
    example: {
      source: 'webhookCommands',
      payload: {
        commandId: COMMAND_ID,
        kind: 'redeliver',
        workspaceId: WORKSPACE,
        endpointId: 'ep_2QxVh3kLmN8pR4sT6uW9yZ',
        messageId: 'msg_1',
        since: null,
        until: null,
        requestedAt: '2026-11-22T10:20:00.000Z',
      },
      error: 'not a valid WebhookCommandV1: /messageId must match pattern "^msg_[A-Za-z0-9]{10,40}$"',
      partition: 11,
      offset: 42,
    },
  },
};

const PAYLOAD_TOPICS = Object.keys(TOPIC_SCHEMAS) as PayloadTopic[];
const DEAD_LETTER_TOPICS = (Object.keys(TOPICS) as TopicId[]).filter(
  (id): id is DeadLetterTopic => !(id in TOPIC_SCHEMAS),
);

function contract(topic: PayloadTopic): MessageContract<PayloadTopic> {
  return MESSAGES[topic];
}

function clone(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

function list(services: readonly Service[]): string {
  const names = services.map((s) => SERVICES[s]);
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function days(ms: number | undefined): string {
  return ms === undefined ? "the broker's default" : `${ms / 86_400_000} days`;
}

/** The file a topic's payload schema is published as, under TOPIC_SCHEMAS_DIR. */
export function topicSchemaFileName(topic: PayloadTopic): string {
  return `${TOPICS[topic].name}.json`;
}

/**
 * A topic's payload schema as published: TOPIC_SCHEMAS' schema with the topic's own $id (the
 * conversions topic shares the attribution decisions' schema, so two files would otherwise claim
 * one $id) and a note that it is generated.
 */
export function topicSchema(topic: PayloadTopic): JsonObject {
  const { $schema, $id: _id, ...rest } = clone(TOPIC_SCHEMAS[topic]) as JsonObject;
  return {
    $schema,
    $id: `${SCHEMA_BASE}${topicSchemaFileName(topic)}`,
    $comment: `The payload of ${TOPICS[topic].name}. Generated from libs/contracts/src (TOPIC_SCHEMAS.${topic}) by npm run asyncapi: do not edit.`,
    ...rest,
  };
}

/** Every payload schema file, by its path from the repository's root. */
export function topicSchemaFiles(): { path: string; topic: PayloadTopic; schema: JsonObject }[] {
  return PAYLOAD_TOPICS.map((topic) => ({
    path: `${TOPIC_SCHEMAS_DIR}/${topicSchemaFileName(topic)}`,
    topic,
    schema: topicSchema(topic),
  }));
}

const TRACEPARENT_PATTERN = '^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$';

function traceparentHeader(description: string): JsonObject {
  return { type: 'string', pattern: TRACEPARENT_PATTERN, description };
}

/** The headers schema of a main topic's messages. */
function headersSchema(topic: PayloadTopic): JsonObject {
  const m = contract(topic);
  const properties: JsonObject = {
    [MESSAGE_HEADERS.eventId]: {
      type: 'string',
      format: 'uuid',
      description: `The event's id: ${m.eventId}. Deduplicate on it: a message may be delivered more than once.`,
    },
    [MESSAGE_HEADERS.type]: { type: 'string', const: m.type, description: 'The payload type.' },
    [MESSAGE_HEADERS.schemaVersion]: {
      type: 'string',
      const: String(m.schemaVersion),
      description: 'The version of the payload schema.',
    },
  };
  if (m.traceparent !== 'never')
    properties[MESSAGE_HEADERS.traceparent] = traceparentHeader(
      `W3C Trace Context: ${m.traceparentSource}.${m.traceparent === 'when-known' ? ' Absent when the source had none.' : ''}`,
    );
  if (topic === 'recordedAdjustments')
    properties['give-up-waiting'] = {
      type: 'string',
      const: 'true',
      description:
        "Set only on a copy an operator produces, asking attribution to stop waiting for the adjusted event's decision (docs/attribution.md#waiting-adjustments); the gateway never sets it. Other consumers see such a copy as a redelivery (same event-id).",
    };
  const required: string[] = [MESSAGE_HEADERS.eventId, MESSAGE_HEADERS.type, MESSAGE_HEADERS.schemaVersion];
  if (m.traceparent === 'always') required.push(MESSAGE_HEADERS.traceparent);
  return { type: 'object', required, properties };
}

function exampleHeaders(topic: PayloadTopic): JsonObject {
  const m = contract(topic);
  return {
    [MESSAGE_HEADERS.eventId]: m.exampleEventId,
    [MESSAGE_HEADERS.type]: m.type,
    [MESSAGE_HEADERS.schemaVersion]: String(m.schemaVersion),
    ...(m.exampleTraceparent ? { [MESSAGE_HEADERS.traceparent]: m.exampleTraceparent } : {}),
  };
}

function kafkaKey(description: string, example: string): JsonObject {
  return { type: 'string', description, examples: [example] };
}

function mainMessage(topic: PayloadTopic): JsonObject {
  const m = contract(topic);
  return {
    name: m.type,
    title: m.title,
    summary: `\`${m.type}\` on ${TOPICS[topic].name}.`,
    description: m.about,
    contentType: 'application/json',
    headers: headersSchema(topic),
    payload: { $ref: `#/components/schemas/${topic}` },
    bindings: {
      kafka: {
        key: kafkaKey(`UTF-8 string. ${m.key}`, m.keyOf(m.example)),
        bindingVersion: KAFKA_BINDING_VERSION,
      },
    },
    examples: [
      {
        name: topic,
        summary: `${m.exampleSummary}; key ${m.keyOf(m.example)}`,
        headers: exampleHeaders(topic),
        payload: clone(m.example),
      },
    ],
  };
}

function deadLetterMessage(topic: DeadLetterTopic): JsonObject {
  const d = DEAD_LETTERS[topic];
  const sourceTypes = [...new Set(d.sources.map((s) => MESSAGES[s].type))];
  const source = contract(d.example.source);
  const copied = (what: string) => `Copied from the failed message: ${what}. Absent if it had none.`;
  return {
    name: 'dead-letter',
    title: `Dead letter of ${SERVICE_TAGS[d.consumer]}`,
    summary: `A message ${SERVICES[d.consumer]} gave up on, on ${TOPICS[topic].name}.`,
    description: `A copy of a message ${SERVICES[d.consumer]} could not process: its key, value and headers as they were, and four headers saying why and where it was read. It comes from one of the topics it reads: ${d.sources.map((s) => TOPICS[s].name).join(', ')}.`,
    headers: {
      type: 'object',
      required: [
        MESSAGE_HEADERS.error,
        MESSAGE_HEADERS.sourceTopic,
        MESSAGE_HEADERS.sourcePartition,
        MESSAGE_HEADERS.sourceOffset,
      ],
      properties: {
        [MESSAGE_HEADERS.error]: {
          type: 'string',
          maxLength: 1000,
          description:
            'Why the consumer gave up: `not JSON: ...`, `not a valid <schema title>: ...` (each failure as `<field path> <message>`, `; `-separated) or `failed 3 times: ...` (the last error).',
        },
        [MESSAGE_HEADERS.sourceTopic]: {
          type: 'string',
          description: 'The topic it was read from, as named at runtime (with the deployment prefix).',
        },
        [MESSAGE_HEADERS.sourcePartition]: {
          type: 'string',
          pattern: '^[0-9]+$',
          description: 'Its partition there.',
        },
        [MESSAGE_HEADERS.sourceOffset]: {
          type: 'string',
          pattern: '^[0-9]+$',
          description: 'Its offset there.',
        },
        [MESSAGE_HEADERS.eventId]: { type: 'string', description: copied('its event-id') },
        [MESSAGE_HEADERS.type]: {
          type: 'string',
          description: `${copied('its event-type')} One of ${sourceTypes.map((t) => `\`${t}\``).join(', ')} when it came from a platform producer.`,
        },
        [MESSAGE_HEADERS.schemaVersion]: { type: 'string', description: copied('its schema-version') },
        [MESSAGE_HEADERS.traceparent]: { type: 'string', description: copied('its traceparent') },
      },
    },
    payload: {
      description:
        "The failed message's value, byte for byte. Normally the JSON payload of its source topic (see that channel), but any value is possible: one that is not JSON, or fails its schema, is one reason to be here.",
    },
    bindings: {
      kafka: {
        key: kafkaKey(
          "The failed message's key, unchanged, so that a replay lands on the partition the original would have.",
          source.keyOf(d.example.payload),
        ),
        bindingVersion: KAFKA_BINDING_VERSION,
      },
    },
    examples: [
      {
        name: topic,
        summary: `A message of ${TOPICS[d.example.source].name} that ${SERVICES[d.consumer]} gave up on`,
        headers: {
          ...exampleHeaders(d.example.source),
          [MESSAGE_HEADERS.error]: d.example.error,
          [MESSAGE_HEADERS.sourceTopic]: TOPICS[d.example.source].name,
          [MESSAGE_HEADERS.sourcePartition]: String(d.example.partition),
          [MESSAGE_HEADERS.sourceOffset]: String(d.example.offset),
        },
        payload: clone(d.example.payload),
      },
    ],
  };
}

/** Who reads a topic in the platform. */
function readBy(topic: TopicId): string {
  if (!(topic in TOPIC_SCHEMAS))
    return 'Read by operators, to inspect and replay what failed (docs/operations.md#dead-lettered-messages).';
  const { consumers } = contract(topic as PayloadTopic);
  if (consumers.length === 0)
    return 'Nothing in the platform reads it: it is published for teams outside it.';
  return `Read in the platform by ${list(consumers)}, ${consumers.length === 1 ? 'in its' : 'each in its'} own consumer group.`;
}

function channel(topic: TopicId): JsonObject {
  const spec = TOPICS[topic];
  const read = readBy(topic);
  const partitions = `${spec.partitions} partition${spec.partitions === 1 ? '' : 's'}`;
  return {
    address: spec.name,
    title: spec.name,
    summary: spec.description,
    description: `${read} ${partitions}, kept ${days(spec.retentionMs)}.`,
    messages: { [topic]: { $ref: `#/components/messages/${topic}` } },
    bindings: {
      kafka: {
        partitions: spec.partitions,
        ...(spec.retentionMs === undefined
          ? {}
          : { topicConfiguration: { 'retention.ms': spec.retentionMs } }),
        bindingVersion: KAFKA_BINDING_VERSION,
      },
    },
  };
}

function operationId(topic: TopicId): string {
  return `send${topic[0].toUpperCase()}${topic.slice(1)}`;
}

function operation(topic: TopicId): JsonObject {
  const isMain = topic in TOPIC_SCHEMAS;
  const producer = isMain
    ? MESSAGES[topic as PayloadTopic].producer
    : DEAD_LETTERS[topic as DeadLetterTopic].consumer;
  const description = isMain
    ? MESSAGES[topic as PayloadTopic].sends
    : `${SERVICES[producer][0].toUpperCase()}${SERVICES[producer].slice(1)} copies here a message it cannot process (not JSON, failing its schema, or failing 3 times for a reason of its own), in the same produce request as the rest of its chunk's results, then commits its offset: the partition goes on. An outage is retried, never dead-lettered.`;
  return {
    action: 'send',
    channel: { $ref: `#/channels/${topic}` },
    title: `Publish ${TOPICS[topic].name}`,
    summary: `Published by ${SERVICES[producer]}.`,
    description: `${description} ${readBy(topic)}`,
    tags: [{ name: SERVICE_TAGS[producer] }],
    messages: [{ $ref: `#/channels/${topic}/messages/${topic}` }],
  };
}

const DOCUMENT_DESCRIPTION = `Every Kafka topic of the conversion platform: what is on it, who publishes it, and what each message's key, headers and value are. Generated from libs/contracts/src (TOPICS, TOPIC_SCHEMAS, MESSAGE_HEADERS) by \`npm run asyncapi\`: do not edit. How a team in another language subscribes (its own consumer group, read_committed, deduplicating by event-id): docs/kafka-contracts.md#subscribing-from-another-language.

- **Topic names.** Each channel's address is the topic's name without any prefix. A deployment may add one (KAFKA_TOPIC_PREFIX, empty in production): the topic is then named \`<prefix><address>\`, and the platform's consumer groups carry the same prefix.
- **Values** are UTF-8 JSON objects, uncompressed, valid against their channel's payload schema (JSON Schema draft 2020-12, also published as plain files, libs/contracts/schemas/<topic>.json). A breaking change makes a new topic (\`.v2\`), never a change to this one. **Keys** are UTF-8 strings; **header** values are UTF-8 strings.
- **Delivery is at least once.** Producers send with acks=all, not transactional, and a failed send is retried whole; a message may arrive more than once (a retried send, a republish after a crash, a redelivery). Deduplicate on the \`event-id\` header, which a republished message keeps.
- **Order** holds per key, within a partition: messages with one key are read in the order they were published.
- **Dead-letter topics** (\`*.dlq.v1\`) hold byte-for-byte copies of messages a platform consumer could not process, with four \`dlq-*\` headers saying why and where they were read.`;

export function asyncApiDocument(): JsonObject {
  const all = Object.keys(TOPICS) as TopicId[];
  return {
    asyncapi: '3.0.0',
    id: 'urn:conversion-platform:kafka',
    info: {
      title: 'Conversion platform: Kafka topics',
      version: '1.0.0',
      description: DOCUMENT_DESCRIPTION,
      tags: (Object.keys(SERVICES) as Service[]).map((s) => ({
        name: SERVICE_TAGS[s],
        description: `Published by ${SERVICES[s]}.`,
      })),
    },
    servers: {
      local: {
        host: '127.0.0.1:9092',
        protocol: 'kafka',
        description:
          "The local broker of `npm run kafka:start` (deploy/local/kafka.sh). Elsewhere the brokers are the deployment's KAFKA_BROKERS.",
      },
    },
    defaultContentType: 'application/json',
    channels: Object.fromEntries(all.map((t) => [t, channel(t)])),
    operations: Object.fromEntries(all.map((t) => [operationId(t), operation(t)])),
    components: {
      schemas: Object.fromEntries(PAYLOAD_TOPICS.map((t) => [t, topicSchema(t)])),
      messages: Object.fromEntries(
        all.map((t) => [
          t,
          t in TOPIC_SCHEMAS ? mainMessage(t as PayloadTopic) : deadLetterMessage(t as DeadLetterTopic),
        ]),
      ),
    },
  };
}

/** Each topic's example and key, for asyncapi.spec.ts. */
export function topicExamples(): { topic: PayloadTopic; payload: Json; headers: JsonObject; key: string }[] {
  return PAYLOAD_TOPICS.map((topic) => {
    const m = contract(topic);
    return { topic, payload: clone(m.example), headers: exampleHeaders(topic), key: m.keyOf(m.example) };
  });
}

/** Each dead-letter topic's example, for asyncapi.spec.ts. */
export function deadLetterExamples(): {
  topic: DeadLetterTopic;
  source: PayloadTopic;
  payload: Json;
  error: string;
}[] {
  return DEAD_LETTER_TOPICS.map((topic) => {
    const { source, payload, error } = DEAD_LETTERS[topic].example;
    return { topic, source, payload: clone(payload), error };
  });
}
