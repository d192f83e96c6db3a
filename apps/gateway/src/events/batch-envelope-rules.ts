import { FieldError } from '@app/http';

/**
 * The rules of a batch's envelope, `{ "events": [...] }` with 1 to MAX_BATCH_EVENTS items: pure
 * functions, checked before any item (docs/api.md, "Batch").
 */

/** The most events one batch may hold: larger sets go over several requests. */
export const MAX_BATCH_EVENTS = 1000;

/** What is wrong with a batch envelope: `{ "events": [...] }` with 1 to 1,000 items, and nothing else. */
export function batchEnvelopeErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [
      {
        field: 'body',
        code: 'invalid_type',
        message: 'The body must be a JSON object: { "events": [ ... ] }.',
      },
    ];
  }
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (key !== 'events') {
      errors.push({
        field: key,
        code: 'unknown_field',
        message: `"${key}" is not a known field: the body takes only "events".`,
      });
    }
  }
  const events = (body as Record<string, unknown>).events;
  if (events === undefined) {
    errors.push({
      field: 'events',
      code: 'required',
      message: 'events is required: an array of 1 to 1,000 events.',
    });
  } else if (!Array.isArray(events)) {
    errors.push({
      field: 'events',
      code: 'invalid_type',
      message: 'events must be an array of event objects.',
    });
  } else if (events.length === 0 || events.length > MAX_BATCH_EVENTS) {
    errors.push({
      field: 'events',
      code: 'invalid_length',
      message: `events must hold 1 to ${MAX_BATCH_EVENTS} events (it holds ${events.length}); split larger sets over several requests.`,
    });
  }
  return errors;
}

/** The item's externalId, when it has a string one, to name it in a rejection. */
export function externalIdOf(item: unknown): string | null {
  const value =
    typeof item === 'object' && item !== null ? (item as Record<string, unknown>).externalId : undefined;
  return typeof value === 'string' ? value : null;
}
