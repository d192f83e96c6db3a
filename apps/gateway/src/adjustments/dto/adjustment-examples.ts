/** OpenAPI examples of the adjustments API, kept out of the controller. */

const WS = '5ede3c2f-4226-4712-84e2-96719e5e0455';

export const ADJUSTMENT_RECEIPT_EXAMPLE = {
  id: '019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90',
  adjustmentId: 'refund-7781',
  externalId: 'order-10023',
  receivedAt: '2026-11-23T09:30:00.218Z',
};

export const ADJUSTMENT_EXAMPLE = {
  id: '019a9a41-2b7c-7d1e-8f3a-4b5c6d7e8f90',
  adjustmentId: 'refund-7781',
  externalId: 'order-10023',
  eventId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  type: 'restatement',
  occurredAt: '2026-11-23T09:29:00.000Z',
  receivedAt: '2026-11-23T09:30:00.218Z',
  valueMinor: '2999',
  currency: 'EUR',
  test: false,
  outcome: {
    status: 'applied',
    reason: 'applied',
    message: 'The conversion of order-10023 is now worth 2999 EUR (was 4999).',
    decidedAt: '2026-11-23T09:30:00.731Z',
  },
};

export const PENDING_OUTCOME_EXAMPLE = { status: 'pending', reason: null, message: null, decidedAt: null };

export const ADJUSTMENT_BATCH_RESULT_EXAMPLE = {
  results: [
    { index: 0, status: 'recorded', ...ADJUSTMENT_RECEIPT_EXAMPLE },
    {
      index: 1,
      status: 'rejected',
      adjustmentId: 'refund-7782',
      externalId: 'order-10024',
      errors: [
        {
          field: 'adjustments[1].valueMinor',
          code: 'not_allowed',
          message:
            "A retraction carries no value; leave valueMinor out (a retraction sets the conversion's value to 0).",
        },
      ],
    },
    {
      index: 2,
      status: 'not_found',
      adjustmentId: 'refund-7783',
      externalId: 'order-99999',
      errors: [
        {
          field: 'adjustments[2].externalId',
          code: 'event_not_found',
          message: `No event with externalId "order-99999" is recorded in this workspace: an adjustment names an event already recorded. Check with GET /v1/workspaces/${WS}/events?externalId=order-99999, send the event first, then this adjustment again.`,
        },
      ],
    },
    { index: 3, status: 'suppressed', adjustmentId: 'refund-7784', externalId: 'order-10025' },
  ],
  summary: { recorded: 1, alreadyReceived: 0, rejected: 1, notFound: 1, suppressed: 1 },
};

/** The 202 of an adjustment whose event's contact is suppressed (docs/api.md#suppression). */
export const SUPPRESSED_ADJUSTMENT_EXAMPLE = {
  status: 'suppressed',
  adjustmentId: 'refund-7781',
  externalId: 'order-10023',
};

export const ADJUSTMENT_NOT_FOUND_DETAIL = `No event with externalId "order-99999" is recorded in this workspace: an adjustment names an event already recorded. Check with GET /v1/workspaces/${WS}/events?externalId=order-99999, send the event first, then this adjustment again.`;

/** validateOnly answers (docs/api.md#test-mode): every check passed, nothing stored. */
export const VALID_ADJUSTMENT_EXAMPLE = {
  status: 'valid',
  adjustmentId: 'refund-7781',
  externalId: 'order-10023',
  wouldBe: 'recorded',
};

export const VALID_ADJUSTMENT_BATCH_RESULT_EXAMPLE = {
  results: [
    { index: 0, ...VALID_ADJUSTMENT_EXAMPLE },
    ADJUSTMENT_BATCH_RESULT_EXAMPLE.results[1],
    ADJUSTMENT_BATCH_RESULT_EXAMPLE.results[2],
  ],
  summary: { valid: 1, rejected: 1, notFound: 1 },
};
