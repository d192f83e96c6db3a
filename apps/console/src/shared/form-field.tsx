// FormField: a label, its control, a hint and an error, wired together with ids so the hint and
// the error are read with the control and an invalid control is marked aria-invalid.
import type { ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ id, label, hint, error, required, children }: FormFieldProps) {
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="label">
        {label}
        {required ? null : <span className="optional"> (optional)</span>}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      {children({
        id,
        'aria-describedby': describedBy({ id, hint, error }),
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
      })}
    </div>
  );
}
