import Ajv, { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { WEBHOOK_EVENT_CATALOG } from '@app/webhooks';

/**
 * The catalog's JSON Schemas (GET /v1/webhook-event-types), compiled once per spec file with
 * strict Ajv, to check what a receiver got against the schema of its type.
 */
const ajv = addFormats(new Ajv({ strict: true }), { mode: 'fast' });
const schemas = new Map<string, ValidateFunction>(
  WEBHOOK_EVENT_CATALOG.map((entry) => [entry.type, ajv.compile(entry.schema)]),
);

export interface CatalogCheck {
  type: string;
  valid: boolean;
  errors: ErrorObject[] | null;
}

/**
 * A payload checked against its type's schema; assert it equals
 * `{ type: payload.type, valid: true, errors: null }`, so a failure names the type and the errors.
 */
export function catalogCheck(payload: { type: string }): CatalogCheck {
  const validate = schemas.get(payload.type);
  if (!validate) return { type: payload.type, valid: false, errors: null };
  const valid = validate(payload);
  return { type: payload.type, valid, errors: validate.errors ?? null };
}
