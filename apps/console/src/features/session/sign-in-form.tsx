// SignInForm: email and password, POST /v1/session. Used by the sign-in page and by the
// invitation page (an existing user signs in before accepting). Errors say what to do: a
// generic message for wrong credentials, the wait for throttling.
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import type { Session } from '@/api/console-types';
import { emailProblem } from '@/shared/email-problem';
import { ErrorSummary } from '@/shared/error-summary';
import { describeError } from '@/shared/error-state';
import { FormField } from '@/shared/form-field';
import { useFormErrors, type FieldErrors } from '@/shared/use-form-errors';
import { useSignIn } from './session-mutations';

interface SignInFormProps {
  initialEmail?: string;
  /** Fixes the email (an invitation names it). */
  lockEmail?: boolean;
  onSignedIn: (session: Session | null) => void;
}

function signInProblem(error: unknown): string {
  if (isApiError(error) && error.status === 401)
    return 'The email or password is not right. Check both and try again.';
  if (isApiError(error) && error.status === 429)
    return `Too many attempts. Wait ${error.retryAfterSeconds ? `${error.retryAfterSeconds} seconds` : 'a little'} before trying again.`;
  return describeError(error);
}

export function SignInForm({ initialEmail = '', lockEmail, onSignedIn }: SignInFormProps) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const form = useFormErrors(id, ['email', 'password']);

  const signIn = useSignIn({
    onSuccess: onSignedIn,
    onError: (error) => {
      const fieldErrors: FieldErrors<'email' | 'password'> = {};
      if (isApiError(error) && error.status === 400) {
        for (const item of error.errors) {
          if (item.field === 'email' || item.field === 'password') fieldErrors[item.field] = item.message;
        }
      }
      form.show(fieldErrors, Object.keys(fieldErrors).length > 0 ? [] : [signInProblem(error)]);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<'email' | 'password'> = {
      email: emailProblem(email, 'Enter your email address.'),
      password: password ? undefined : 'Enter your password.',
    };
    if (form.check(found)) signIn.mutate({ email: email.trim(), password });
  };

  return (
    <form className="form narrow" onSubmit={submit} noValidate>
      <ErrorSummary items={form.summary} title="Could not sign in" />
      <FormField {...form.fieldProps('email')} label="Email" required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            autoComplete="username"
            value={email}
            readOnly={lockEmail}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField {...form.fieldProps('password')} label="Password" required>
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
