// ContactIdField: the input of the forms that name one contact in an address (lifting a
// suppression, an export), as your events send it; checked by pathContactIdProblem (contact-ids.ts).
import type { ReactNode } from 'react';
import { FormField } from '@/shared/form-field';

interface ContactIdFieldProps {
  /** The form's fieldProps('contactId'). */
  field: { id: string; error?: string };
  label: ReactNode;
  hint: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

export function ContactIdField({ field, label, hint, value, onChange }: ContactIdFieldProps) {
  return (
    <FormField {...field} label={label} hint={hint} required>
      {(control) => (
        <input
          {...control}
          className="input mono"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
