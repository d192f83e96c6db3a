// ChoiceGroup: a fieldset of checkboxes or radio buttons with a legend, a hint and an error, each
// option with its own hint read with it. CheckboxGroup (several of a list) and RadioGroup (one of
// a few) are this with their own way of choosing.
import type { ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-messages';

export interface ChoiceOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
  hint?: ReactNode;
}

export interface ChoiceGroupProps<Value extends string> {
  id: string;
  legend: string;
  options: readonly ChoiceOption<Value>[];
  hint?: ReactNode;
  error?: string;
}

interface ChoiceGroupInputs<Value extends string> extends ChoiceGroupProps<Value> {
  type: 'checkbox' | 'radio';
  isChecked: (value: Value) => boolean;
  onToggle: (value: Value, on: boolean) => void;
}

export function ChoiceGroup<Value extends string>({
  id,
  legend,
  options,
  hint,
  error,
  type,
  isChecked,
  onToggle,
}: ChoiceGroupInputs<Value>) {
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
              type={type}
              id={optionId}
              name={type === 'radio' ? id : undefined}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
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
