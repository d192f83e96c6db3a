// Server field errors (problem `errors[]`) mapped onto a form's fields: `goals[1]` belongs to
// the `goals` field, `events[3].currency` to `events`; errors of fields the form does not show
// are kept apart so the form can still list them.
import { isApiError } from '@/api/api-error';

export interface MappedErrors<Field extends string = string> {
  byField: Partial<Record<Field, string>>;
  other: string[];
}

export function rootField(path: string): string {
  const match = /^[^.[]+/.exec(path);
  return match ? match[0] : path;
}

export function mapServerErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): MappedErrors<Field> {
  const mapped: MappedErrors<Field> = { byField: {}, other: [] };
  const shown = (name: string): name is Field => (fields as readonly string[]).includes(name);
  if (!isApiError(error)) {
    if (error) mapped.other.push('Something went wrong. Try again.');
    return mapped;
  }
  if (error.errors.length === 0) {
    mapped.other.push(error.detail);
    return mapped;
  }
  for (const item of error.errors) {
    const field = rootField(item.field);
    if (shown(field) && !mapped.byField[field]) mapped.byField[field] = item.message;
    else mapped.other.push(`${item.field}: ${item.message}`);
  }
  return mapped;
}
