/**
 * The rule of a contactId named by a privacy request (an erasure, a suppression or its lift, the
 * access export): the same as an event body's contactId (EVENT_BODY_V1_SCHEMA in @app/contracts,
 * docs/api.md#validation-rules), so that any contact the platform can hold can be named, and
 * nothing else.
 */
import { EVENT_BODY_V1_SCHEMA } from '@app/contracts';
import { FieldError } from '@app/http';

const RULE = EVENT_BODY_V1_SCHEMA.properties.contactId;
const PRINTABLE = new RegExp(RULE.pattern, 'u');

/** Why one contactId is refused, or null; `field` names it in the answer (`contactIds[3]`). */
export function contactIdError(value: unknown, field: string): FieldError | null {
  if (typeof value !== 'string')
    return {
      field,
      code: 'invalid_type',
      message: `${field} must be a string: a contactId as your events send it.`,
    };
  // JSON Schema counts characters (code points), as the event body's rule does.
  const length = [...value].length;
  if (length < RULE.minLength || length > RULE.maxLength)
    return {
      field,
      code: 'invalid_length',
      message: `${field} must be ${RULE.minLength} to ${RULE.maxLength} characters, as a contactId of an event is.`,
    };
  if (!PRINTABLE.test(value))
    return { field, code: 'invalid_format', message: `${field} must not contain control characters.` };
  return null;
}

/**
 * The contactIds of an erasure request or a suppression, checked one by one (each error names its
 * index), with duplicates collapsed in the order first sent; or every error at once. The array's
 * own shape (present, an array, 1 to its most items) is ContactIdsField's rule.
 */
export function distinctContactIds(values: unknown[]): { contactIds: string[] } | { errors: FieldError[] } {
  const errors = values
    .map((value, index) => contactIdError(value, `contactIds[${index}]`))
    .filter((error): error is FieldError => error !== null);
  if (errors.length) return { errors };
  return { contactIds: [...new Set(values as string[])] };
}
