/** OpenAPI examples of the events API, kept out of the controller. */

export const EVENT_EXAMPLE = {
  id: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
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
    status: 'counted',
    reason: 'counted',
    message: 'Counted as a conversion for campaign "spring-sale".',
    netValueMinor: '4999',
    retractedAt: null,
  },
};

export const RECEIPT_EXAMPLE = {
  id: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  externalId: 'order-10023',
  receivedAt: '2026-11-21T13:03:00.412Z',
};

export const BATCH_RESULT_EXAMPLE = {
  results: [
    { index: 0, status: 'recorded', ...RECEIPT_EXAMPLE },
    {
      index: 1,
      status: 'rejected',
      externalId: 'order-10024',
      errors: [
        {
          field: 'events[1].currency',
          code: 'required',
          message: 'currency is required when valueMinor is given, such as "EUR".',
        },
      ],
    },
    { index: 2, status: 'suppressed', externalId: 'order-10025' },
  ],
  summary: { recorded: 1, alreadyReceived: 0, rejected: 1, suppressed: 1 },
};

/** The 202 of an event whose contact is suppressed (docs/api.md#suppression): nothing recorded. */
export const SUPPRESSED_EXAMPLE = { status: 'suppressed', externalId: 'order-10023' };

/** validateOnly answers (docs/api.md#test-mode): every check passed, nothing stored. */
export const VALID_EXAMPLE = { status: 'valid', externalId: 'order-10023', wouldBe: 'recorded' };

export const VALID_BATCH_RESULT_EXAMPLE = {
  results: [
    { index: 0, ...VALID_EXAMPLE },
    { index: 1, status: 'valid', externalId: 'order-10022', wouldBe: 'already_received' },
    BATCH_RESULT_EXAMPLE.results[1],
    { index: 3, status: 'valid', externalId: 'order-10025', wouldBe: 'suppressed' },
  ],
  summary: { valid: 3, rejected: 1 },
};
