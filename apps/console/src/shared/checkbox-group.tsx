// CheckboxGroup: a fieldset of checkboxes with a legend, a hint and an error (API key scopes,
// webhook event types).
import type { ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

interface CheckboxGroupProps {
  id: string;
  legend: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  hint?: ReactNode;
  error?: string;
}

export function CheckboxGroup({ id, legend, options, selected, onChange, hint, error }: CheckboxGroupProps) {
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset
      id={id}
      className={`field checkbox-group${error ? ' has-error' : ''}`}
      aria-describedby={describedBy({ id, hint, error })}
      tabIndex={-1}
    >
      <legend className="label">{legend}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {options.map((option) => {
        const optionId = `${id}-${option.value.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
        return (
          <div className="checkbox" key={option.value}>
            <input
              type="checkbox"
              id={optionId}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
            />
            <label htmlFor={optionId}>
              {option.label}
              {option.hint ? (
                <span id={`${optionId}-hint`} className="hint">
                  {option.hint}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
