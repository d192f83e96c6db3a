import { EVENT_BODY_V1_SCHEMA, EventBodyField } from '@app/contracts';
import { FieldRule, SHARED_FIELDS, shapeChecker, textRule } from '../recording/submission-fields';

/**
 * The shape rules of one event body: the event's JSON Schema (EVENT_BODY_V1_SCHEMA in
 * @app/contracts, the one source of its fields) with the message each broken rule gets, checked by
 * the compiled checker that every recorded kind shares (shapeChecker, recording/submission-fields.ts,
 * which says why a compiled schema and not class-validator). This is the rule of record for events
 * (docs/api.md, "Validation rules"); the rules that need the clock or two fields together are in
 * event-rules.ts.
 */

const SOURCE = EVENT_BODY_V1_SCHEMA.properties;

const isRequired = (field: EventBodyField) =>
  (EVENT_BODY_V1_SCHEMA.required as readonly string[]).includes(field);

const text = (
  field: 'name' | 'contactId' | 'campaignId' | 'externalId',
  typeMessage: string,
  required?: string,
): FieldRule => textRule(field, SOURCE[field], isRequired(field), typeMessage, required);

/** Every field an event may carry, in the order docs/api.md lists them, with its messages. */
export const EVENT_FIELDS: Readonly<Record<EventBodyField, FieldRule>> = {
  name: text(
    'name',
    'name must be a string, such as "order_paid".',
    'name is required: the event name, such as "order_paid".',
  ),
  occurredAt: {
    ...SHARED_FIELDS.occurredAt,
    messages: {
      required: 'occurredAt is required: when the event happened, such as "2026-11-21T14:03:00Z".',
      ...SHARED_FIELDS.occurredAt.messages,
    },
  },
  contactId: text(
    'contactId',
    'contactId must be a string.',
    'contactId is required: your id for the person who converted.',
  ),
  campaignId: text('campaignId', 'campaignId must be a string, or left out.'),
  valueMinor: SHARED_FIELDS.valueMinor,
  currency: SHARED_FIELDS.currency,
  externalId: text(
    'externalId',
    'externalId must be a string.',
    'externalId is required: your unique id for this event, such as an order number.',
  ),
};

/**
 * The shape errors of one event body that is a JSON object: every field at once, one error per
 * field, named without any batch prefix (the caller adds it).
 */
export const eventShapeErrors = shapeChecker(EVENT_BODY_V1_SCHEMA.required, EVENT_FIELDS);
