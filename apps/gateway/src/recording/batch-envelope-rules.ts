/** The rules of a batch's envelope, for every recorded kind (events, adjustments). */
import { FieldError } from '@app/http';

/**
 * The rules of a batch's envelope, `{ "events": [...] }` (or `{ "adjustments": [...] }`) with 1 to
 * MAX_BATCH_ITEMS items: pure functions, checked before any item (docs/api.md, "Batch").
 */

/** The most items one batch may hold: larger sets go over several requests. */
export const MAX_BATCH_ITEMS = 1000;

/** What is wrong with a batch envelope: `{ "<field>": [...] }` with 1 to 1,000 items, and nothing else. */
export function batchEnvelopeErrors(body: unknown, field = 'events'): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [
      {
        field: 'body',
        code: 'invalid_type',
        message: `The body must be a JSON object: { "${field}": [ ... ] }.`,
      },
    ];
  }
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (key !== field) {
      errors.push({
        field: key,
        code: 'unknown_field',
        message: `"${key}" is not a known field: the body takes only "${field}".`,
      });
    }
  }
  const items = (body as Record<string, unknown>)[field];
  if (items === undefined) {
    errors.push({
      field,
      code: 'required',
      message: `${field} is required: an array of 1 to 1,000 ${field}.`,
    });
  } else if (!Array.isArray(items)) {
    errors.push({
      field,
      code: 'invalid_type',
      message: `${field} must be an array of ${field.replace(/s$/, '')} objects.`,
    });
  } else if (items.length === 0 || items.length > MAX_BATCH_ITEMS) {
    errors.push({
      field,
      code: 'invalid_length',
      message: `${field} must hold 1 to ${MAX_BATCH_ITEMS} ${field} (it holds ${items.length}); split larger sets over several requests.`,
    });
  }
  return errors;
}

/** The item's string field (its externalId, its adjustmentId), to name it in a rejection. */
export function stringFieldOf(item: unknown, field: string): string | null {
  const value =
    typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : null;
}
