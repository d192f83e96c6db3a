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
  'conversion.retracted',
  'conversion.restated',
  'contact.erased',
  'webhook.test',
  'endpoint.disabled',
  'endpoint.enabled',
  'message.attempt.exhausted',
] as const;

/**
 * The operational types: about the workspace's endpoints and deliveries themselves, not about its
 * events. Each is sent to the workspace's other endpoints subscribed to it, never to the endpoint
 * it is about (docs/webhooks.md#operational-webhooks); never test traffic.
 */
export const OPERATIONAL_WEBHOOK_EVENT_TYPES = [
  'endpoint.disabled',
  'endpoint.enabled',
  'message.attempt.exhausted',
] as const satisfies readonly WebhookEventType[];

export type OperationalWebhookEventType = (typeof OPERATIONAL_WEBHOOK_EVENT_TYPES)[number];

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
  attribution: WebhookAttribution;
}

/** The event's attribution as the events API shows it (docs/api.md#read-events-and-pagination). */
export interface WebhookAttribution {
  status: 'pending' | 'counted' | 'not_counted';
  reason?: string;
  message?: string;
  /**
   * Once decided: a counted conversion's value now, after its applied adjustments ("0" once
   * retracted); null when not counted or sent without a value.
   */
  netValueMinor?: string | null;
  /** Once decided: when a retraction of the conversion was applied; null when none was. */
  retractedAt?: string | null;
}

export interface WebhookDecisionData {
  event: WebhookEventData;
  campaignId: string | null;
  decision: { counted: boolean; reason: string; message: string; decidedAt: string };
}

/** A conversion adjustment as the adjustments API shows it (docs/api.md#adjustments). */
export interface WebhookAdjustment {
  /** The platform's id of the adjustment. */
  id: string;
  /** The integrator's own id of it (their idempotency key). */
  adjustmentId: string;
  type: 'retraction' | 'restatement';
  occurredAt: string;
  receivedAt: string;
  /** A restatement's new value and currency; null on a retraction. */
  valueMinor: string | null;
  currency: string | null;
}

/** What an applied adjustment did to the conversion's net value (docs/attribution.md#adjustments). */
export interface WebhookAdjustmentEffect {
  /** The net value before and after, in `currency`; null when the conversion has no value. */
  previousValueMinor: string | null;
  netValueMinor: string | null;
  currency: string | null;
  decidedAt: string;
}

export interface WebhookAdjustmentData {
  event: WebhookEventData;
  campaignId: string | null;
  adjustment: WebhookAdjustment;
  effect: WebhookAdjustmentEffect;
}

/** A contact whose data the platform erased (docs/privacy.md#downstream-notices). */
export interface WebhookContactErasedData {
  /** The erasure request (GET .../erasure-requests/{id}). */
  erasureId: string;
  /** The contact, as your systems sent it: find your copies of its data by it. */
  contactId: string;
  /** When the request was accepted: nothing about the contact was recorded after. */
  requestedAt: string;
  /** When every service of the platform had erased the contact. */
  erasedAt: string;
}

export interface WebhookTestData {
  endpointId: string;
  message: string;
}

/** The endpoint an operational webhook is about: never its secret. */
export interface WebhookEndpointRef {
  id: string;
  /** The endpoint's URL without user name, password, query or fragment. */
  url: string;
  description: string;
}

/** How an endpoint came to be disabled. */
export type EndpointDisabledTrigger = 'gone' | 'failing' | 'api';

export interface WebhookEndpointDisabledData {
  endpoint: WebhookEndpointRef;
  /** `gone`: it answered 410; `failing`: it failed too long without a success; `api`: switched off through the API or console. */
  trigger: EndpointDisabledTrigger;
  /** The reason the endpoint shows (disabledReason). */
  reason: string;
  disabledAt: string;
}

export interface WebhookEndpointEnabledData {
  endpoint: WebhookEndpointRef;
  enabledAt: string;
}

export interface WebhookAttemptExhaustedData {
  endpoint: WebhookEndpointRef;
  /** The message whose delivery to `endpoint` failed for good (its webhook-id and type). */
  message: { id: string; type: WebhookEventType };
  /** Attempts made of that delivery, the last one included. */
  attempts: number;
  lastAttempt: { attemptedAt: string; statusCode: number | null; error: string | null };
}

export interface WebhookPayloadData {
  'event.recorded': WebhookEventData;
  'conversion.counted': WebhookDecisionData;
  'conversion.not_counted': WebhookDecisionData;
  'conversion.retracted': WebhookAdjustmentData;
  'conversion.restated': WebhookAdjustmentData;
  'contact.erased': WebhookContactErasedData;
  'webhook.test': WebhookTestData;
  'endpoint.disabled': WebhookEndpointDisabledData;
  'endpoint.enabled': WebhookEndpointEnabledData;
  'message.attempt.exhausted': WebhookAttemptExhaustedData;
}

export interface WebhookPayload<T extends WebhookEventType = WebhookEventType> {
  type: T;
  /**
   * When what the message tells happened (ISO 8601, UTC): recorded, decided (an event or an
   * adjustment), or test requested.
   */
  timestamp: string;
  /**
   * Present, and true, only on test traffic: an event or adjustment sent with a test key, or its
   * outcome (docs/webhooks.md#test-traffic), sent only to endpoints that include test events.
   * Absent on live messages.
   */
  test?: true;
  data: WebhookPayloadData[T];
}

const ISO = { type: 'string', format: 'date-time' } as const;
const MINOR_UNITS = { type: 'string', pattern: '^[0-9]{1,19}$' } as const;
const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$' } as const;

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
    valueMinor: { ...MINOR_UNITS, type: ['string', 'null'] },
    currency: { ...CURRENCY, type: ['string', 'null'] },
    attribution: {
      type: 'object',
      additionalProperties: false,
      required: ['status'],
      properties: {
        status: { enum: ['pending', 'counted', 'not_counted'] },
        reason: { type: 'string' },
        message: { type: 'string' },
        netValueMinor: { ...MINOR_UNITS, type: ['string', 'null'] },
        retractedAt: { ...ISO, type: ['string', 'null'] },
      },
    },
  },
} as const;

/**
 * The event once decided, with `attribution` narrowed (and its decided fields required) by
 * `attribution`: a decision's event, or an adjusted one's.
 */
function decidedEventSchema(attribution: { required: string[]; properties: object }): object {
  const base = EVENT_SCHEMA.properties.attribution;
  return {
    ...EVENT_SCHEMA,
    properties: {
      ...EVENT_SCHEMA.properties,
      attribution: {
        ...base,
        required: attribution.required,
        properties: { ...base.properties, ...attribution.properties },
      },
    },
  };
}

/**
 * The whole payload of `type`. Types that tell about events and adjustments may be test traffic:
 * their payload may carry `test: true` (docs/webhooks.md#test-traffic), never `false`. A
 * webhook.test is asked for one endpoint, and a contact.erased tells of live data erased: neither
 * is ever test traffic, nor is an operational type.
 */
function envelope(type: WebhookEventType, data: object): object {
  const test = {
    description:
      'Present, and true, only on test traffic: an event or adjustment sent with a test key, or its outcome. Sent only to endpoints with includeTestEvents. Absent on live messages.',
    const: true,
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://docs.conversion-platform.dev/schemas/webhooks/${type}.json`,
    title: type,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'timestamp', 'data'],
    properties: {
      type: { const: type },
      timestamp: ISO,
      ...(type !== 'webhook.test' &&
        type !== 'contact.erased' &&
        !(OPERATIONAL_WEBHOOK_EVENT_TYPES as readonly string[]).includes(type) && { test }),
      data,
    },
  };
}

function decisionSchema(counted: boolean): object {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['event', 'campaignId', 'decision'],
    properties: {
      event: decidedEventSchema({
        required: ['status', 'reason', 'message', 'netValueMinor', 'retractedAt'],
        properties: {
          status: { const: counted ? 'counted' : 'not_counted' },
          // Just decided: the event's own value if counted, nothing retracted yet.
          ...(!counted && { netValueMinor: { type: 'null' } }),
          retractedAt: { type: 'null' },
        },
      }),
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

/**
 * The payload data of an applied adjustment of `type`: the event (counted: only a counted
 * conversion is adjusted), its campaign, the adjustment, and what it did to the net value. A
 * retraction carries no value of its own and leaves a net value of 0 (none, when the conversion had
 * no value); a restatement carries its value and moves the net value to it, in the event's currency
 * (a conversion without a value cannot be restated).
 */
function adjustmentSchema(type: WebhookAdjustment['type']): object {
  const retraction = type === 'retraction';
  const nullable = (schema: object): object => ({ ...schema, type: ['string', 'null'] });
  return {
    type: 'object',
    additionalProperties: false,
    required: ['event', 'campaignId', 'adjustment', 'effect'],
    properties: {
      // As the adjustment left it: a retraction sets retractedAt; a restatement leaves it null.
      event: decidedEventSchema({
        required: ['status', 'reason', 'netValueMinor', 'retractedAt'],
        properties: {
          status: { const: 'counted' },
          reason: { const: 'counted' },
          netValueMinor: retraction ? { enum: ['0', null] } : MINOR_UNITS,
          retractedAt: retraction ? ISO : { type: 'null' },
        },
      }),
      campaignId: { type: ['string', 'null'] },
      adjustment: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'adjustmentId', 'type', 'occurredAt', 'receivedAt', 'valueMinor', 'currency'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          adjustmentId: { type: 'string', minLength: 1, maxLength: 255 },
          type: { const: type },
          occurredAt: ISO,
          receivedAt: ISO,
          valueMinor: retraction ? { type: 'null' } : MINOR_UNITS,
          currency: retraction ? { type: 'null' } : CURRENCY,
        },
      },
      effect: {
        type: 'object',
        additionalProperties: false,
        required: ['previousValueMinor', 'netValueMinor', 'currency', 'decidedAt'],
        properties: {
          previousValueMinor: retraction ? nullable(MINOR_UNITS) : MINOR_UNITS,
          netValueMinor: retraction ? { enum: ['0', null] } : MINOR_UNITS,
          currency: retraction ? nullable(CURRENCY) : CURRENCY,
          decidedAt: ISO,
        },
        // A retraction of a conversion without a value leaves none; of one with a value, 0 of it.
        ...(retraction && {
          if: { type: 'object', properties: { netValueMinor: { type: 'null' } } },
          then: {
            type: 'object',
            properties: { previousValueMinor: { type: 'null' }, currency: { type: 'null' } },
          },
          else: { type: 'object', properties: { previousValueMinor: MINOR_UNITS, currency: CURRENCY } },
        }),
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

/**
 * The example event as an adjustment message shows it, as the adjustment left it: counted (only a
 * counted conversion is adjusted), without the decision's sentence, which came with its
 * conversion.counted.
 */
function exampleAdjustedEvent(netValueMinor: string, retractedAt: string | null): WebhookEventData {
  return {
    ...EXAMPLE_EVENT,
    attribution: { status: 'counted', reason: 'counted', netValueMinor, retractedAt },
  };
}

const ENDPOINT_REF_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'description'],
  properties: {
    id: { type: 'string', pattern: '^ep_[A-Za-z0-9]{22}$' },
    url: { type: 'string', format: 'uri' },
    description: { type: 'string' },
  },
} as const;

const EXAMPLE_ENDPOINT: WebhookEndpointRef = {
  id: 'ep_2QxVh3kLmN8pR4sT6uW9yZ',
  url: 'https://shop.example.com/webhooks/conversions',
  description: 'Order system',
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
            netValueMinor: '4999',
            retractedAt: null,
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
            netValueMinor: null,
            retractedAt: null,
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
    type: 'conversion.retracted',
    description:
      "A retraction of a counted conversion was applied (docs/attribution.md#adjustments): it no longer counts and its net value is 0. `data` holds the event, the campaign id, the adjustment and its effect on the conversion's net value.",
    schema: envelope('conversion.retracted', adjustmentSchema('retraction')),
    example: {
      type: 'conversion.retracted',
      timestamp: '2026-11-24T09:12:00.318Z',
      data: {
        event: exampleAdjustedEvent('0', '2026-11-24T09:12:00.318Z'),
        campaignId: 'spring-sale',
        adjustment: {
          id: '019ab4d1-2c3e-7f4a-8b5c-6d7e8f9a0b1c',
          adjustmentId: 'refund-10023',
          type: 'retraction',
          occurredAt: '2026-11-24T09:11:58.000Z',
          receivedAt: '2026-11-24T09:12:00.204Z',
          valueMinor: null,
          currency: null,
        },
        // Restated to 39.99 the day before (the conversion.restated example), then refunded.
        effect: {
          previousValueMinor: '3999',
          netValueMinor: '0',
          currency: 'EUR',
          decidedAt: '2026-11-24T09:12:00.318Z',
        },
      },
    },
  },
  {
    type: 'conversion.restated',
    description:
      "A restatement of a counted conversion was applied (docs/attribution.md#adjustments): it still counts, and its net value is now the restated one. `data` holds the event, the campaign id, the adjustment and its effect on the conversion's net value.",
    schema: envelope('conversion.restated', adjustmentSchema('restatement')),
    example: {
      type: 'conversion.restated',
      timestamp: '2026-11-23T16:40:02.127Z',
      data: {
        event: exampleAdjustedEvent('3999', null),
        campaignId: 'spring-sale',
        adjustment: {
          id: '019ab1f0-7d2e-7a3b-9c4d-5e6f7a8b9c0d',
          adjustmentId: 'partial-refund-10023',
          type: 'restatement',
          occurredAt: '2026-11-23T16:40:00.000Z',
          receivedAt: '2026-11-23T16:40:02.015Z',
          valueMinor: '3999',
          currency: 'EUR',
        },
        effect: {
          previousValueMinor: '4999',
          netValueMinor: '3999',
          currency: 'EUR',
          decidedAt: '2026-11-23T16:40:02.127Z',
        },
      },
    },
  },
  {
    type: 'contact.erased',
    description:
      'The platform erased a contact: every event, adjustment, decision and webhook message naming it is deleted (docs/privacy.md#erasure). Erase your own copies of its data too: `data.contactId` is the contact as you sent it. Sent once per contact of a completed erasure request; never test traffic.',
    schema: envelope('contact.erased', {
      type: 'object',
      additionalProperties: false,
      required: ['erasureId', 'contactId', 'requestedAt', 'erasedAt'],
      properties: {
        erasureId: { type: 'string', format: 'uuid' },
        contactId: { type: 'string', minLength: 1, maxLength: 128 },
        requestedAt: ISO,
        erasedAt: ISO,
      },
    }),
    example: {
      type: 'contact.erased',
      timestamp: '2026-11-25T10:00:12.840Z',
      data: {
        erasureId: '019ac0e5-3b1a-7c2d-8e4f-5a6b7c8d9e0f',
        contactId: 'contact_42',
        requestedAt: '2026-11-25T10:00:00.102Z',
        erasedAt: '2026-11-25T10:00:12.840Z',
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
  {
    type: 'endpoint.disabled',
    description:
      'An endpoint of the workspace was disabled: it answered 410 Gone (`trigger: gone`), failed without a success for the disable period (`failing`), or was switched off through the API or console (`api`). Sent to the other endpoints subscribed to it, never to the disabled one; no secret, no request body.',
    schema: envelope('endpoint.disabled', {
      type: 'object',
      additionalProperties: false,
      required: ['endpoint', 'trigger', 'reason', 'disabledAt'],
      properties: {
        endpoint: ENDPOINT_REF_SCHEMA,
        trigger: { enum: ['gone', 'failing', 'api'] },
        reason: { type: 'string' },
        disabledAt: ISO,
      },
    }),
    example: {
      type: 'endpoint.disabled',
      timestamp: '2026-11-22T08:00:03.511Z',
      data: {
        endpoint: EXAMPLE_ENDPOINT,
        trigger: 'gone',
        reason:
          'The endpoint answered 410 Gone on 2026-11-22T08:00:03.511Z. Re-enable it to receive messages again.',
        disabledAt: '2026-11-22T08:00:03.511Z',
      },
    },
  },
  {
    type: 'endpoint.enabled',
    description:
      'A disabled endpoint of the workspace was enabled again through the API or console. Sent to the other endpoints subscribed to it, never to the enabled one.',
    schema: envelope('endpoint.enabled', {
      type: 'object',
      additionalProperties: false,
      required: ['endpoint', 'enabledAt'],
      properties: { endpoint: ENDPOINT_REF_SCHEMA, enabledAt: ISO },
    }),
    example: {
      type: 'endpoint.enabled',
      timestamp: '2026-11-22T09:30:00.000Z',
      data: { endpoint: EXAMPLE_ENDPOINT, enabledAt: '2026-11-22T09:30:00.000Z' },
    },
  },
  {
    type: 'message.attempt.exhausted',
    description:
      "A message's delivery to an endpoint of the workspace failed for good: its last attempt failed (its retry schedule ran out, or a redelivery's single attempt failed). At most one per message and endpoint. Sent to the other endpoints subscribed to it, never to the failing one; no secret, no request body.",
    schema: envelope('message.attempt.exhausted', {
      type: 'object',
      additionalProperties: false,
      required: ['endpoint', 'message', 'attempts', 'lastAttempt'],
      properties: {
        endpoint: ENDPOINT_REF_SCHEMA,
        message: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'type'],
          properties: {
            id: { type: 'string', pattern: '^msg_[A-Za-z0-9]{22}$' },
            type: { enum: [...WEBHOOK_EVENT_TYPES] },
          },
        },
        attempts: { type: 'integer', minimum: 1 },
        lastAttempt: {
          type: 'object',
          additionalProperties: false,
          required: ['attemptedAt', 'statusCode', 'error'],
          properties: {
            attemptedAt: ISO,
            statusCode: { type: ['integer', 'null'] },
            error: { type: ['string', 'null'] },
          },
        },
      },
    }),
    example: {
      type: 'message.attempt.exhausted',
      timestamp: '2026-11-22T17:41:09.220Z',
      data: {
        endpoint: EXAMPLE_ENDPOINT,
        message: { id: 'msg_7bN2cD4eF6gH8jK0mP2rS4', type: 'conversion.counted' },
        attempts: 8,
        lastAttempt: { attemptedAt: '2026-11-22T17:41:09.220Z', statusCode: 503, error: 'answered 503' },
      },
    },
  },
];
