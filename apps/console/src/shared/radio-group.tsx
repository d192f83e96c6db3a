// RadioGroup: a fieldset of radio buttons with a legend, a hint and an error (an API key's mode):
// one of a few. Arrow keys move between the options, as the browser does for radios of one name.
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

interface RadioGroupProps<Value extends string> extends ChoiceGroupProps<Value> {
  selected: Value;
  onChange: (selected: Value) => void;
}

export function RadioGroup<Value extends string>({ selected, onChange, ...group }: RadioGroupProps<Value>) {
  return (
    <ChoiceGroup
      {...group}
      type="radio"
      isChecked={(value) => value === selected}
      onToggle={(value, on) => {
        if (on) onChange(value);
      }}
    />
  );
}
