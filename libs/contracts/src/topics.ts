/**
 * Every Kafka topic the platform uses, declared once. Names carry a version suffix: a breaking
 * payload change means a new topic, never a silent change to an existing one.
 *
 * Partition counts: 12 on every main topic. 12 divides evenly by 1, 2, 3, 4, 6 and 12, so each
 * consumer group scales to that many replicas with an even share of partitions; more partitions
 * would only add broker overhead for a product of this size. Dead-letter topics take little
 * traffic and need no parallelism: 1 partition keeps them in arrival order.
 */
export interface TopicSpec {
  /** Base name; the runtime name is `${KAFKA_TOPIC_PREFIX}${name}`. */
  readonly name: string;
  readonly partitions: number;
  /** What the message key is, and what ordering it gives. */
  readonly key: string;
  readonly description: string;
  readonly retentionMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const TOPICS = {
  recordedEvents: {
    name: 'conversions.recorded-events.v1',
    partitions: 12,
    key: '`${workspaceId}:${contactId}`: one contact of one workspace stays in order on one partition',
    description: 'Every event the gateway recorded (one message per 201), published through the outbox.',
    retentionMs: 7 * DAY_MS,
  },
  attributionDecisions: {
    name: 'conversions.attribution-decisions.v1',
    partitions: 12,
    key: '`${workspaceId}:${campaignId}`: one campaign stays in order for the report projection',
    description: 'One attribution decision per recorded event: counted or not, with reason code and message.',
    retentionMs: 7 * DAY_MS,
  },
  conversions: {
    name: 'conversions.conversions.v1',
    partitions: 12,
    key: '`${workspaceId}:${campaignId}`',
    description: 'Counted conversions only, for internal teams to subscribe to.',
    retentionMs: 30 * DAY_MS,
  },
  recordedAdjustments: {
    name: 'conversions.recorded-adjustments.v1',
    partitions: 12,
    key: '`${workspaceId}:${contactId}` of the adjusted event: the key of its recorded event',
    description:
      'Every conversion adjustment (retraction, restatement) the gateway recorded (one message per 201), published through the outbox after its event.',
    retentionMs: 7 * DAY_MS,
  },
  adjustmentDecisions: {
    name: 'conversions.adjustment-decisions.v1',
    partitions: 12,
    key: '`${workspaceId}:${campaignId}` of the adjusted event: the key of its decision',
    description: 'One outcome per recorded adjustment, applied or not, with reason code and message.',
    retentionMs: 7 * DAY_MS,
  },
  conversionAdjustments: {
    name: 'conversions.conversion-adjustments.v1',
    partitions: 12,
    key: '`${workspaceId}:${campaignId}`: the key of the conversion adjusted',
    description:
      'Adjustments applied to counted live conversions (retractions, restatements), for internal teams keeping revenue numbers from the conversions topic.',
    retentionMs: 30 * DAY_MS,
  },
  submissionNotices: {
    name: 'conversions.submission-notices.v1',
    partitions: 12,
    key: "`${workspaceId}:${campaignId}:live` or `:test`: one campaign's panel entry of each mode",
    description: 'Sanitised notices of submissions that were not recorded (duplicates, rejected bodies).',
    retentionMs: 3 * DAY_MS,
  },
  webhookCommands: {
    name: 'conversions.webhook-commands.v1',
    partitions: 12,
    key: "`${workspaceId}:${endpointId}`: one endpoint's requests stay in order",
    description:
      'What integrators asked of the webhook dispatcher through the API: send a test, redeliver a message, recover failed ones.',
    retentionMs: 7 * DAY_MS,
  },
  erasureCommands: {
    name: 'conversions.erasure-commands.v1',
    partitions: 12,
    key: '`${workspaceId}:${requestId}`: requests are independent of each other',
    description:
      'Erasure requests the gateway accepted, for every service holding personal data to erase its own copies (docs/privacy.md#erasure).',
    // It names contacts being erased: kept no longer than a service could take to come back.
    retentionMs: 7 * DAY_MS,
  },
  erasures: {
    name: 'conversions.erasures.v1',
    partitions: 12,
    key: "`${workspaceId}:${contactId}`: the key of the contact's recorded events",
    description:
      '`contact.erased`: one notice per contact of a completed erasure request, for internal teams and receivers holding copies to erase theirs.',
    retentionMs: 30 * DAY_MS,
  },
  attributionDeadLetter: {
    name: 'conversions.attribution.dlq.v1',
    partitions: 1,
    key: 'the original message key',
    description: 'Messages the attribution consumer could not process, with the error in headers.',
    retentionMs: 30 * DAY_MS,
  },
  reportProjectionDeadLetter: {
    name: 'conversions.report-projection.dlq.v1',
    partitions: 1,
    key: 'the original message key',
    description: 'Messages the report projection could not process, with the error in headers.',
    retentionMs: 30 * DAY_MS,
  },
  webhookDispatcherDeadLetter: {
    name: 'conversions.webhook-dispatcher.dlq.v1',
    partitions: 1,
    key: 'the original message key',
    description: 'Messages the webhook dispatcher could not process, with the error in headers.',
    retentionMs: 30 * DAY_MS,
  },
} as const satisfies Record<string, TopicSpec>;

export type TopicId = keyof typeof TOPICS;

export const ALL_TOPICS: readonly TopicSpec[] = Object.values(TOPICS);

/** The runtime topic name under a prefix (tests give each run its own prefix). */
export function topicName(prefix: string, topic: TopicSpec): string {
  return `${prefix}${topic.name}`;
}
