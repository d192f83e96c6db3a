// CheckboxGroup: a fieldset of checkboxes with a legend, a hint and an error (API key scopes,
// webhook event types): several of a list.
import { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './choice-group';

export type CheckboxOption = ChoiceOption;

interface CheckboxGroupProps extends ChoiceGroupProps<string> {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

export function CheckboxGroup({ selected, onChange, ...group }: CheckboxGroupProps) {
  return (
    <ChoiceGroup
      {...group}
      type="checkbox"
      isChecked={(value) => selected.includes(value)}
      onToggle={(value, on) =>
        onChange(on ? [...selected, value] : selected.filter((item) => item !== value))
      }
    />
  );
}
