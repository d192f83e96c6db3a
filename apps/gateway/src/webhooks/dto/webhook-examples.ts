/**
 * OpenAPI examples of the webhooks API, kept out of the controllers. The ids follow the real
 * formats (ep_ / msg_ + 22 base62 characters); the secret is a dummy of the real shape.
 */
import { ProblemCode } from '@app/http';
import { WEBHOOK_EVENT_CATALOG } from '@app/webhooks';

export const ENDPOINT_ID_EXAMPLE = 'ep_2QxVh3kLmN8pR4sT6uW9yZ';
export const MESSAGE_ID_EXAMPLE = 'msg_7bN2cD4eF6gH8jK0mP2rS4';

export const ENDPOINT_EXAMPLE = {
  id: ENDPOINT_ID_EXAMPLE,
  url: 'https://shop.example.com/webhooks/conversions',
  description: 'Order system',
  eventTypes: ['conversion.counted'],
  includeTestEvents: false,
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  createdAt: '2026-11-22T10:15:30.123Z',
  updatedAt: '2026-11-22T10:15:30.123Z',
};

export const DISABLED_ENDPOINT_EXAMPLE = {
  ...ENDPOINT_EXAMPLE,
  enabled: false,
  disabledReason:
    'Every delivery has failed since 2026-11-17T08:00:00.000Z, for more than 5 days without a single success. Re-enable it to receive messages again.',
  disabledAt: '2026-11-22T08:00:03.511Z',
};

export const SECRET_EXAMPLE = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4n5hNAHdYvM=';

export const CREATED_ENDPOINT_EXAMPLE = { ...ENDPOINT_EXAMPLE, secret: SECRET_EXAMPLE };

export const ROTATED_SECRET_EXAMPLE = {
  secret: 'whsec_3q2+7wAAAAA1bWzqY0Vd0z8kYv9H0a6S1p2Q3r4T5u0=',
  previousSecretExpiresAt: '2026-11-23T10:20:00.000Z',
};

export const MESSAGE_EXAMPLE = {
  id: MESSAGE_ID_EXAMPLE,
  type: 'conversion.counted',
  status: 'failing',
  attemptCount: 2,
  createdAt: '2026-11-22T10:20:00.412Z',
  lastAttemptAt: '2026-11-22T10:20:05.530Z',
  nextAttemptAt: '2026-11-22T10:25:04.100Z',
  lastError: 'answered 503',
};

export const MESSAGE_DETAIL_EXAMPLE = {
  ...MESSAGE_EXAMPLE,
  payload: WEBHOOK_EVENT_CATALOG.find((t) => t.type === 'conversion.counted')?.example,
  attempts: [
    {
      attemptedAt: '2026-11-22T10:20:00.501Z',
      statusCode: 503,
      durationMs: 84,
      error: 'answered 503',
      responseBody: '{"error":"maintenance"}',
    },
    {
      attemptedAt: '2026-11-22T10:20:05.530Z',
      statusCode: null,
      durationMs: 15000,
      error: 'timeout: no complete answer within 15000 ms',
      responseBody: null,
    },
  ],
};

export const LIMIT_PROBLEM = {
  status: 409,
  description: 'The workspace already has the most endpoints it may hold (WEBHOOK_MAX_ENDPOINTS).',
  code: ProblemCode.LimitExceeded,
  detail: 'This workspace already has 20 webhook endpoints. Delete one before creating another.',
};

export const URL_PROBLEM = {
  status: 400,
  description: 'A field breaks its rule (named in errors[]), such as a URL that is not https.',
  code: ProblemCode.ValidationFailed,
  detail: 'One field is invalid: url. Each entry in "errors" names the field and how to fix it.',
  extra: {
    errors: [
      {
        field: 'url',
        code: 'insecure_url',
        message: 'url must use https (got http); plain http is only accepted where the operator allows it.',
      },
    ],
  },
};

export const RECOVER_PROBLEM = {
  status: 400,
  description: 'since or until is not a date-time with an offset, or the range is empty or too old.',
  code: ProblemCode.ValidationFailed,
  detail: 'One field is invalid: since. Each entry in "errors" names the field and how to fix it.',
  extra: {
    errors: [
      {
        field: 'since',
        code: 'out_of_range',
        message: 'since must be within the last 14 days (not before 2026-11-08T10:20:00.000Z).',
      },
    ],
  },
};

export const NOT_FOUND_ENDPOINT = {
  status: 404,
  description: 'No such endpoint in this workspace.',
  code: ProblemCode.NotFound,
  detail: `Webhook endpoint ${ENDPOINT_ID_EXAMPLE} does not exist in this workspace.`,
};

export const NOT_FOUND_MESSAGE = {
  status: 404,
  description: 'No such endpoint, or the endpoint has no delivery of that message.',
  code: ProblemCode.NotFound,
  detail: `Message ${MESSAGE_ID_EXAMPLE} does not exist for webhook endpoint ${ENDPOINT_ID_EXAMPLE} in this workspace.`,
};

export const KAFKA_PROBLEM = {
  status: 503,
  headers: ['Retry-After' as const],
  description: 'Kafka is unreachable: nothing was queued; retry after Retry-After.',
  code: ProblemCode.Unavailable,
  detail:
    'The request could not be handed to the webhook dispatcher because Kafka is unreachable; nothing was queued. Retry after the time in Retry-After.',
};
