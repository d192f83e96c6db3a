// NewPasswordFields: a new password and its confirmation, with the rules as a hint.
import { FormField, type ControlProps } from '@/shared/form-field';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

type PasswordField = 'password' | 'confirmation';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** The id and error of each field (useFormErrors' fieldProps). */
  fieldProps: (field: PasswordField) => { id: string; error?: string };
}

/** Both inputs are new passwords, so password managers offer to generate and save one. */
const newPasswordInput = (value: string, onValue: (value: string) => void) => (control: ControlProps) => (
  <input
    {...control}
    className="input"
    type="password"
    autoComplete="new-password"
    value={value}
    onChange={(event) => onValue(event.currentTarget.value)}
  />
);

export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  fieldProps,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        {...fieldProps('password')}
        label="New password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A passphrase of several words is easy to remember and hard to guess.`}
        required
      >
        {newPasswordInput(password, onPassword)}
      </FormField>
      <FormField {...fieldProps('confirmation')} label="Confirm the new password" required>
        {newPasswordInput(confirmation, onConfirmation)}
      </FormField>
    </>
  );
}
