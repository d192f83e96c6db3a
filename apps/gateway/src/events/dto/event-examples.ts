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
  attribution: {
    status: 'counted',
    reason: 'counted',
    message: 'Counted as a conversion for campaign "spring-sale".',
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
  ],
  summary: { recorded: 1, alreadyReceived: 0, rejected: 1 },
};
