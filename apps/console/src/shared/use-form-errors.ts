// useFormErrors: a form's errors, each on its field and all of them in the ErrorSummary at the
// top, linked to the field's control (id `${idPrefix}-${field}`). The form's own checks and the
// server's answer both go through here, so every form shows its errors the same way; each call
// replaces what was shown before.
import { useState } from 'react';
import type { SummaryItem } from './error-summary';
import { mapServerErrors } from './field-errors';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function useFormErrors<Field extends string>(idPrefix: string, fields: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const fieldId = (field: Field) => `${idPrefix}-${field}`;

  /** Field errors first (linked, in the order given), then the errors of no field. */
  const show = (byField: FieldErrors<Field>, other: readonly string[] = []) => {
    setErrors(byField);
    setSummary([
      ...(Object.entries(byField) as [Field, string | undefined][])
        .filter((entry): entry is [Field, string] => !!entry[1])
        .map(([field, message]) => ({ targetId: fieldId(field), message })),
      ...other.map((message) => ({ targetId: null, message })),
    ]);
  };

  return {
    errors,
    summary,
    fieldId,
    /** The id and error of a FormField or CheckboxGroup. */
    fieldProps: (field: Field) => ({ id: fieldId(field), error: errors[field] }),
    show,
    /** What the form's own checks found, in the fields' order; true when nothing was found. */
    check: (found: FieldErrors<Field>): boolean => {
      const ordered: FieldErrors<Field> = {};
      for (const field of fields) if (found[field]) ordered[field] = found[field];
      show(ordered);
      return Object.keys(ordered).length === 0;
    },
    /** A failed request: the problem's `errors[]` on the fields they name, the rest listed. */
    showServerError: (error: unknown) => {
      const mapped = mapServerErrors(error, fields);
      show(mapped.byField, mapped.other);
    },
  };
}
