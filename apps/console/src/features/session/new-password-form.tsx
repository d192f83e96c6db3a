// NewPasswordForm: choose a password (twice), checked against the rules before sending. Used by
// the set-password link and by an invitation for someone without an account. A refusal of the
// password is shown on its field; any other failure, as the caller describes it (typically: the
// link or invitation is no longer valid).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { ErrorSummary } from '@/shared/error-summary';
import { useFormErrors } from '@/shared/use-form-errors';
import { NewPasswordFields } from './new-password-fields';
import { confirmationProblem, passwordProblem } from './password-rules';

interface NewPasswordFormProps {
  /** The error summary's title. */
  failureTitle: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the checked password; a rejection is shown on the form. */
  onSubmit: (password: string) => Promise<unknown>;
  /** The summary's message for a failure that is not about the password. */
  describeFailure: (error: unknown) => string;
  /** Shown between the error summary and the fields. */
  children?: ReactNode;
}

export function NewPasswordForm({
  failureTitle,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  describeFailure,
  children,
}: NewPasswordFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFormErrors(id, ['password', 'confirmation']);

  const showFailure = (error: unknown) => {
    const passwordError = isApiError(error)
      ? error.errors.find((item) => item.field === 'password')?.message
      : undefined;
    if (passwordError) form.show({ password: passwordError });
    else form.show({}, [describeFailure(error)]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: passwordProblem(password) ?? undefined,
      confirmation: confirmationProblem(password, confirmation) ?? undefined,
    };
    if (form.check(found)) onSubmit(password).catch(showFailure);
  };

  return (
    <form className="form narrow" onSubmit={submit} noValidate>
      <ErrorSummary items={form.summary} title={failureTitle} />
      {children}
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        fieldProps={form.fieldProps}
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
