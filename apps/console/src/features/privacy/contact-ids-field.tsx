// ContactIdsField: the textarea of the forms that name contacts in bulk (an erasure, a
// suppression), one contactId per line, as parseContactIds (contact-ids.ts) reads it.
import type { ReactNode } from 'react';
import { FormField } from '@/shared/form-field';

interface ContactIdsFieldProps {
  /** The form's fieldProps('contactIds'). */
  field: { id: string; error?: string };
  label: ReactNode;
  hint: ReactNode;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}

export function ContactIdsField({ field, label, hint, rows, value, onChange }: ContactIdsFieldProps) {
  return (
    <FormField {...field} label={label} hint={hint} required>
      {(control) => (
        <textarea
          {...control}
          className="input mono"
          rows={rows}
          spellCheck={false}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
