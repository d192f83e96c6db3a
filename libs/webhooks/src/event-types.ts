/**
 * The webhook event types integrators can subscribe to, declared once: name, description, the
 * JSON Schema of the whole payload (`{ type, timestamp, data }`) and an example. The gateway
 * serves this as the catalog (GET /v1/webhook-event-types); the dispatcher builds payloads of
 * exactly these shapes (webhook-payloads.ts), and the tests check deliveries against the schemas.
 */
export const WEBHOOK_EVENT_TYPES = [
  'event.recorded',
  'conversion.counted',
  'conversion.not_counted',
  'webhook.test',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The event as the events API shows it (GET .../events/{id}). */
export interface WebhookEventData {
  id: string;
  externalId: string;
  name: string;
  occurredAt: string;
  receivedAt: string;
  contactId: string;
  campaignId: string | null;
  valueMinor: string | null;
  currency: string | null;
  attribution: { status: 'pending' | 'counted' | 'not_counted'; reason?: string; message?: string };
}

export interface WebhookDecisionData {
  event: WebhookEventData;
  campaignId: string | null;
  decision: { counted: boolean; reason: string; message: string; decidedAt: string };
}

export interface WebhookTestData {
  endpointId: string;
  message: string;
}

export interface WebhookPayloadData {
  'event.recorded': WebhookEventData;
  'conversion.counted': WebhookDecisionData;
  'conversion.not_counted': WebhookDecisionData;
  'webhook.test': WebhookTestData;
}

export interface WebhookPayload<T extends WebhookEventType = WebhookEventType> {
  type: T;
  /** When what the message tells happened (ISO 8601, UTC): recorded, decided, or test requested. */
  timestamp: string;
  data: WebhookPayloadData[T];
}

const ISO = { type: 'string', format: 'date-time' } as const;

const EVENT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'externalId',
    'name',
    'occurredAt',
    'receivedAt',
    'contactId',
    'campaignId',
    'valueMinor',
    'currency',
    'attribution',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    externalId: { type: 'string', minLength: 1, maxLength: 200 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    occurredAt: ISO,
    receivedAt: ISO,
    contactId: { type: 'string', minLength: 1, maxLength: 128 },
    campaignId: { type: ['string', 'null'] },
    valueMinor: { type: ['string', 'null'], pattern: '^[0-9]{1,19}$' },
    currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
    attribution: {
      type: 'object',
      additionalProperties: false,
      required: ['status'],
      properties: {
        status: { enum: ['pending', 'counted', 'not_counted'] },
        reason: { type: 'string' },
        message: { type: 'string' },
      },
    },
  },
} as const;

function envelope(type: WebhookEventType, data: object): object {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://docs.conversion-platform.dev/schemas/webhooks/${type}.json`,
    title: type,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'timestamp', 'data'],
    properties: { type: { const: type }, timestamp: ISO, data },
  };
}

function decisionSchema(counted: boolean): object {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['event', 'campaignId', 'decision'],
    properties: {
      event: EVENT_SCHEMA,
      campaignId: { type: ['string', 'null'] },
      decision: {
        type: 'object',
        additionalProperties: false,
        required: ['counted', 'reason', 'message', 'decidedAt'],
        properties: {
          counted: { const: counted },
          reason: counted ? { const: 'counted' } : { type: 'string', not: { const: 'counted' } },
          message: { type: 'string' },
          decidedAt: ISO,
        },
      },
    },
  };
}

const EXAMPLE_EVENT: WebhookEventData = {
  id: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  externalId: 'order-10023',
  name: 'order_paid',
  occurredAt: '2026-11-21T13:03:00.000Z',
  receivedAt: '2026-11-21T13:03:00.412Z',
  contactId: 'contact_42',
  campaignId: 'spring-sale',
  valueMinor: '4999',
  currency: 'EUR',
  attribution: { status: 'pending' },
};

export interface WebhookEventTypeInfo {
  type: WebhookEventType;
  description: string;
  schema: object;
  example: WebhookPayload;
}

export const WEBHOOK_EVENT_CATALOG: readonly WebhookEventTypeInfo[] = [
  {
    type: 'event.recorded',
    description:
      'An event was recorded (the API answered 201). `data` is the event as GET .../events/{id} shows it; its attribution is still pending.',
    schema: envelope('event.recorded', EVENT_SCHEMA),
    example: { type: 'event.recorded', timestamp: EXAMPLE_EVENT.receivedAt, data: EXAMPLE_EVENT },
  },
  {
    type: 'conversion.counted',
    description:
      'Attribution counted the event as a conversion for its campaign. `data` holds the event, the campaign id and the decision.',
    schema: envelope('conversion.counted', decisionSchema(true)),
    example: {
      type: 'conversion.counted',
      timestamp: '2026-11-21T13:03:00.530Z',
      data: {
        event: {
          ...EXAMPLE_EVENT,
          attribution: {
            status: 'counted',
            reason: 'counted',
            message: 'Counted as a conversion for campaign "spring-sale".',
          },
        },
        campaignId: 'spring-sale',
        decision: {
          counted: true,
          reason: 'counted',
          message: 'Counted as a conversion for campaign "spring-sale".',
          decidedAt: '2026-11-21T13:03:00.530Z',
        },
      },
    },
  },
  {
    type: 'conversion.not_counted',
    description:
      'Attribution decided the event does not count, with the reason code (docs/attribution.md) and a sentence saying why.',
    schema: envelope('conversion.not_counted', decisionSchema(false)),
    example: {
      type: 'conversion.not_counted',
      timestamp: '2026-11-21T13:03:00.530Z',
      data: {
        event: {
          ...EXAMPLE_EVENT,
          name: 'page_view',
          valueMinor: null,
          currency: null,
          attribution: {
            status: 'not_counted',
            reason: 'not_a_goal_event',
            message: '"page_view" is not a goal of campaign "spring-sale"; its goals are "order_paid".',
          },
        },
        campaignId: 'spring-sale',
        decision: {
          counted: false,
          reason: 'not_a_goal_event',
          message: '"page_view" is not a goal of campaign "spring-sale"; its goals are "order_paid".',
          decidedAt: '2026-11-21T13:03:00.530Z',
        },
      },
    },
  },
  {
    type: 'webhook.test',
    description:
      'Sent on request (POST .../webhook-endpoints/{id}/test, or the console) to check an endpoint.',
    schema: envelope('webhook.test', {
      type: 'object',
      additionalProperties: false,
      required: ['endpointId', 'message'],
      properties: { endpointId: { type: 'string' }, message: { type: 'string' } },
    }),
    example: {
      type: 'webhook.test',
      timestamp: '2026-11-21T13:05:00.000Z',
      data: {
        endpointId: 'ep_2QxVh3kLmN8pR4sT6uW9yZ',
        message: 'This is a test message from the conversion platform.',
      },
    },
  },
];
