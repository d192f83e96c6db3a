import { EVENT_BODY_V1_SCHEMA } from './event-body.v1';

/**
 * conversions.erasures.v1: `contact.erased`, one message per contact of a completed erasure
 * request (docs/privacy.md#downstream-notices), for internal teams holding copies of the
 * contact's data (from conversions.conversions.v1 and the other topics) to erase theirs. The same
 * notice goes to webhook endpoints subscribed to `contact.erased`. It names the contact: that is
 * what a receiver needs to find its copies; the topic keeps it 30 days, like the conversions.
 * Key: `${workspaceId}:${contactId}`, the key of the contact's recorded events. Headers: event-id
 * (a UUID derived from erasureId and contactId, the same each time the notice is published: the
 * gateway may publish it again after a crash), event-type `contact.erased`, schema-version 1.
 */
export const CONTACT_ERASED_TYPE = 'contact.erased';
export const CONTACT_ERASED_SCHEMA_VERSION = 1;

export interface ContactErasedV1 {
  /** The erasure request that erased the contact; with contactId, the dedupe key. */
  erasureId: string;
  workspaceId: string;
  contactId: string;
  /** When the request was accepted (ISO 8601, UTC): nothing about the contact was recorded after. */
  requestedAt: string;
  /** When every service had erased the contact (ISO 8601, UTC). */
  erasedAt: string;
}

export function contactErasedKey(notice: Pick<ContactErasedV1, 'workspaceId' | 'contactId'>): string {
  return `${notice.workspaceId}:${notice.contactId}`;
}

/** JSON Schema (draft 2020-12) of the value. */
export const CONTACT_ERASED_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.erasures.v1.json',
  title: 'ContactErasedV1',
  type: 'object',
  additionalProperties: false,
  required: ['erasureId', 'workspaceId', 'contactId', 'requestedAt', 'erasedAt'],
  properties: {
    erasureId: { type: 'string', format: 'uuid' },
    workspaceId: { type: 'string', format: 'uuid' },
    contactId: EVENT_BODY_V1_SCHEMA.properties.contactId,
    requestedAt: { type: 'string', format: 'date-time' },
    erasedAt: { type: 'string', format: 'date-time' },
  },
} as const;
