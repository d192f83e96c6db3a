/** OpenAPI examples of the privacy API (docs/api.md#privacy), kept out of the controllers. */
import { ProblemCode } from '@app/http';

export const ERASURE_ID_EXAMPLE = '019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b';

const PENDING_SERVICE = { status: 'pending', removed: {}, completedAt: null };

export const PENDING_ERASURE_EXAMPLE = {
  id: ERASURE_ID_EXAMPLE,
  status: 'pending',
  contactCount: 2,
  requestedAt: '2026-11-22T10:00:00.123Z',
  completedAt: null,
  services: {
    gateway: PENDING_SERVICE,
    attribution: PENDING_SERVICE,
    reportProjection: PENDING_SERVICE,
    webhookDispatcher: PENDING_SERVICE,
  },
  error: null,
};

export const COMPLETED_ERASURE_EXAMPLE = {
  ...PENDING_ERASURE_EXAMPLE,
  status: 'completed',
  completedAt: '2026-11-22T10:00:14.870Z',
  services: {
    gateway: {
      status: 'completed',
      removed: { events: 14, adjustments: 2, outbox: 0, redisMarkers: 16 },
      completedAt: '2026-11-22T10:00:10.402Z',
    },
    attribution: {
      status: 'completed',
      removed: { decisions: 14, conversions: 9, adjustment_decisions: 2 },
      completedAt: '2026-11-22T10:00:10.951Z',
    },
    reportProjection: {
      status: 'completed',
      removed: { panel: 3, event_outcomes: 14, adjustment_outcomes: 2 },
      completedAt: '2026-11-22T10:00:11.207Z',
    },
    webhookDispatcher: {
      status: 'completed',
      removed: { messages: 23, deliveries: 23, attempts: 25 },
      completedAt: '2026-11-22T10:00:11.530Z',
    },
  },
};

export const ERASURE_NOT_FOUND = {
  status: 404,
  description: 'No erasure request with this id in this workspace.',
  code: ProblemCode.NotFound,
  detail: `Erasure request ${ERASURE_ID_EXAMPLE} does not exist in this workspace.`,
};

export const CONTACT_IDS_PROBLEM = {
  status: 400,
  description:
    'contactIds is missing, empty, longer than 1000, or one of them is not a valid contactId (named by index).',
  code: ProblemCode.ValidationFailed,
  detail: 'One field is invalid: contactIds[1]. Each entry in "errors" names the field and how to fix it.',
  extra: {
    errors: [
      {
        field: 'contactIds[1]',
        code: 'invalid_length',
        message: 'contactIds[1] must be 1 to 128 characters, as a contactId of an event is.',
      },
    ],
  },
};

export const CONTACT_ID_PROBLEM = {
  status: 400,
  description: 'The contactId in the path is not a valid contactId, or the cursor is not one this API gave.',
  code: ProblemCode.ValidationFailed,
  detail: 'One field is invalid: contactId. Each entry in "errors" names the field and how to fix it.',
  extra: {
    errors: [
      {
        field: 'contactId',
        code: 'invalid_length',
        message: 'contactId must be 1 to 128 characters, as a contactId of an event is.',
      },
    ],
  },
};

const EVENT_ID = '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e';

export const CONTACT_DATA_EXAMPLE = {
  contactId: 'contact_42',
  workspaceId: '5ede3c2f-4226-4712-84e2-96719e5e0455',
  generatedAt: '2026-11-22T10:05:00.000Z',
  events: [
    {
      id: EVENT_ID,
      externalId: 'order-10023',
      name: 'order_paid',
      occurredAt: '2026-11-21T13:03:00.000Z',
      receivedAt: '2026-11-21T13:03:00.412Z',
      contactId: 'contact_42',
      campaignId: 'spring-sale',
      valueMinor: '4999',
      currency: 'EUR',
      test: false,
      attribution: {
        counted: true,
        reason: 'counted',
        message: 'Counted for campaign "spring-sale": "order_paid" is one of its goals.',
        decidedAt: '2026-11-21T13:03:00.530Z',
        netValueMinor: '2999',
        retractedAt: null,
      },
    },
  ],
  adjustments: [
    {
      id: '019a8e40-1b2c-7d3e-8f40-516273849506',
      adjustmentId: 'refund-5531',
      eventId: EVENT_ID,
      type: 'restatement',
      occurredAt: '2026-11-21T15:00:00.000Z',
      receivedAt: '2026-11-21T15:00:01.020Z',
      valueMinor: '2999',
      currency: 'EUR',
      test: false,
      decision: {
        applied: true,
        reason: 'applied',
        message: 'Applied: the conversion is now worth 2999 EUR.',
        decidedAt: '2026-11-21T15:00:01.100Z',
        previousValueMinor: '4999',
        netValueMinor: '2999',
      },
    },
  ],
  webhookMessages: [
    {
      id: 'msg_7bN2cD4eF6gH8jK0mP2rS4',
      type: 'event.recorded',
      createdAt: '2026-11-21T13:03:00.600Z',
      test: false,
      payload: {
        type: 'event.recorded',
        timestamp: '2026-11-21T13:03:00.412Z',
        data: { id: EVENT_ID, contactId: 'contact_42' },
      },
      deliveries: [
        {
          endpointId: 'ep_2QxVh3kLmN8pR4sT6uW9yZ',
          status: 'delivered',
          attemptCount: 1,
          createdAt: '2026-11-21T13:03:00.600Z',
          lastAttemptAt: '2026-11-21T13:03:00.710Z',
          lastError: null,
          attempts: [
            {
              attemptedAt: '2026-11-21T13:03:00.650Z',
              statusCode: 200,
              durationMs: 60,
              error: null,
              responseBody: 'ok',
            },
          ],
        },
      ],
    },
  ],
  suppressed: false,
  truncated: { events: false, adjustments: false, webhookMessages: false },
};
