// FieldMessages: the hint and the error shown under a field's label (or a group's legend), with
// the ids its control names in aria-describedby, so both are read with the control, the error
// first.
import type { ReactNode } from 'react';

interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  error?: string;
}

/** The control's aria-describedby for these messages; undefined when there are none. */
export function describedBy({ id, hint, error }: FieldMessagesProps): string | undefined {
  return (
    [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') ||
    undefined
  );
}

export function FieldMessages({ id, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
}
