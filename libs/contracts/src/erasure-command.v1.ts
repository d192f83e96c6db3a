import { EVENT_BODY_V1_SCHEMA } from './event-body.v1';

/**
 * conversions.erasure-commands.v1: an erasure request (docs/privacy.md#erasure) handed from the
 * gateway, which owns the request, to every service that holds a copy of a contact's data. Each
 * service erases its own schema, records that it has (with what it removed, per table) in its own
 * `erasures` table, and keeps a keyed hash of each contact so that a message about the contact
 * still in flight when it erased is dropped instead of written back. The gateway reads those
 * records to complete the request; it may publish the same command again while a service has not
 * recorded it, so handling one twice must change nothing.
 * Key: `${workspaceId}:${requestId}`. Headers: event-id (the requestId), event-type
 * `erasure.requested`, schema-version 1.
 */
export const ERASURE_COMMAND_TYPE = 'erasure.requested';
export const ERASURE_COMMAND_SCHEMA_VERSION = 1;

/** The most contacts one erasure request names (the API's limit). */
export const ERASURE_MAX_CONTACTS = 1000;

export interface ErasureCommandV1 {
  /** The erasure request's id (UUIDv7): the dedupe key for consumers. */
  requestId: string;
  workspaceId: string;
  /** The contacts to erase, as integrators sent them (1 to ERASURE_MAX_CONTACTS, distinct). */
  contactIds: string[];
  /**
   * When the gateway accepted the request (ISO 8601, UTC); the contacts were suppressed from then
   * on, so nothing about them was recorded later.
   */
  requestedAt: string;
}

export function erasureCommandKey(command: Pick<ErasureCommandV1, 'workspaceId' | 'requestId'>): string {
  return `${command.workspaceId}:${command.requestId}`;
}

/** JSON Schema (draft 2020-12) of the value; consumers validate against it before handling. */
export const ERASURE_COMMAND_V1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://docs.conversion-platform.dev/schemas/conversions.erasure-commands.v1.json',
  title: 'ErasureCommandV1',
  type: 'object',
  additionalProperties: false,
  required: ['requestId', 'workspaceId', 'contactIds', 'requestedAt'],
  properties: {
    requestId: { type: 'string', format: 'uuid' },
    workspaceId: { type: 'string', format: 'uuid' },
    contactIds: {
      type: 'array',
      minItems: 1,
      maxItems: ERASURE_MAX_CONTACTS,
      uniqueItems: true,
      items: EVENT_BODY_V1_SCHEMA.properties.contactId,
    },
    requestedAt: { type: 'string', format: 'date-time' },
  },
} as const;
