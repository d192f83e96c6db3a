/** OpenAPI examples of the suppression API (docs/api.md#suppression), kept out of the controller. */
import { ProblemCode } from '@app/http';

export const SUPPRESSION_EXAMPLE_CONTACT_IDS = ['contact_42', 'contact_77'];

export const SUPPRESSION_EXAMPLE = {
  contactHash: '3f1c9a0b7d2e4f60a8b1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f6071',
  reason: 'manual',
  createdAt: '2026-11-22T09:15:00.120Z',
  erasureRequestId: null,
};

export const ERASURE_SUPPRESSION_EXAMPLE = {
  contactHash: 'b7e2d4c6a8f0193e5d7c9b1a2f4e6d8c0b9a8f7e6d5c4b3a291807f6e5d4c3b2',
  reason: 'erasure',
  createdAt: '2026-11-21T16:40:02.518Z',
  erasureRequestId: '019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b',
};

export const SUPPRESSION_RESULTS_EXAMPLE = {
  results: [
    { contactId: 'contact_42', ...SUPPRESSION_EXAMPLE, created: true },
    { contactId: 'contact_77', ...ERASURE_SUPPRESSION_EXAMPLE, created: false },
  ],
};

export const SUPPRESSION_PAGE_EXAMPLE = {
  data: [SUPPRESSION_EXAMPLE, ERASURE_SUPPRESSION_EXAMPLE],
  nextCursor: 'eyJjIjoiMjAyNi0xMS0yMVQxNjo0MDowMi41MThaIiwiaCI6ImI3ZTIifQ',
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
        code: 'invalid_format',
        message: 'contactIds[1] must not contain control characters.',
      },
    ],
  },
};

export const PATH_CONTACT_ID_PROBLEM = {
  status: 400,
  description:
    'The contactId in the path is not a valid contactId (1 to 128 characters, no control characters).',
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

export const LIST_QUERY_PROBLEM = {
  status: 400,
  description: 'limit is not a whole number from 1 to 200, or the cursor is not one this list gave.',
  code: ProblemCode.ValidationFailed,
  detail: 'One field is invalid: cursor. Each entry in "errors" names the field and how to fix it.',
  extra: {
    errors: [
      {
        field: 'cursor',
        code: 'invalid_format',
        message: 'cursor must be a nextCursor value from a previous page, unchanged.',
      },
    ],
  },
};

export const NOT_SUPPRESSED_PROBLEM = {
  status: 404,
  description: 'The contact is not suppressed in this workspace.',
  code: ProblemCode.NotFound,
  detail:
    'This contactId is not suppressed in this workspace, so there is nothing to lift. GET .../suppressions lists the hashes of the contacts that are.',
};

export const ERASURE_IN_PROGRESS_PROBLEM = {
  status: 409,
  description:
    'The suppression belongs to an erasure request that is still pending or running; it can be lifted once the request completed.',
  code: ProblemCode.ErasureInProgress,
  detail:
    "This contact's suppression belongs to erasure request 019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b, which is still running: lifting it now would let new events in while the contact's data is being erased. Lift it once the request is completed (GET .../erasure-requests/019ab3f0-4c1d-7e2a-8b3c-5d6e7f809a1b).",
};
