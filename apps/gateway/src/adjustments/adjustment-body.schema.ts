import { ADJUSTMENT_BODY_V1_SCHEMA, AdjustmentBodyField } from '@app/contracts';
import { FieldRule, SHARED_FIELDS, shapeChecker, textRule } from '../recording/submission-fields';

/**
 * The shape rules of one adjustment body: the adjustment's JSON Schema (ADJUSTMENT_BODY_V1_SCHEMA
 * in @app/contracts) with the message each broken rule gets, checked by the compiled checker that
 * every recorded kind shares (shapeChecker). occurredAt, valueMinor and currency take the rules
 * and messages they share with events (SHARED_FIELDS, docs/api.md, "Adjustments"); the rules
 * across fields and the clock are in adjustment-rules.ts.
 */

const SOURCE = ADJUSTMENT_BODY_V1_SCHEMA.properties;
const isRequired = (field: AdjustmentBodyField) =>
  (ADJUSTMENT_BODY_V1_SCHEMA.required as readonly string[]).includes(field);

/** Every field an adjustment may carry, in the order docs/api.md lists them, with its messages. */
export const ADJUSTMENT_FIELDS: Readonly<Record<AdjustmentBodyField, FieldRule>> = {
  adjustmentId: textRule(
    'adjustmentId',
    SOURCE.adjustmentId,
    isRequired('adjustmentId'),
    'adjustmentId must be a string.',
    'adjustmentId is required: your unique id for this adjustment, such as a refund number.',
  ),
  externalId: textRule(
    'externalId',
    SOURCE.externalId,
    isRequired('externalId'),
    'externalId must be a string: the externalId of the event this adjusts.',
    'externalId is required: the externalId of the event this adjusts, as you sent it.',
  ),
  type: {
    schema: SOURCE.type,
    required: isRequired('type'),
    messages: {
      required:
        'type is required: "retraction" (the conversion no longer counts) or "restatement" (a new value).',
      invalid_value:
        'type must be "retraction" (the conversion no longer counts) or "restatement" (a new value).',
    },
  },
  occurredAt: {
    ...SHARED_FIELDS.occurredAt,
    messages: {
      required:
        'occurredAt is required: when the adjustment happened (the refund, the new price), such as "2026-11-23T09:30:00Z".',
      ...SHARED_FIELDS.occurredAt.messages,
    },
  },
  valueMinor: SHARED_FIELDS.valueMinor,
  currency: SHARED_FIELDS.currency,
};

/**
 * The shape errors of one adjustment body that is a JSON object: every field at once, one error
 * per field, named without any batch prefix (the caller adds it).
 */
export const adjustmentShapeErrors = shapeChecker(ADJUSTMENT_BODY_V1_SCHEMA.required, ADJUSTMENT_FIELDS);
