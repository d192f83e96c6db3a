// ErrorAlert: the failure of an action (a button, a dialog, a small form), announced where it
// happened: a sentence as it is, anything else as describeError explains it; nothing without one.
import { describeError } from './error-state';

export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {typeof error === 'string' ? error : describeError(error)}
    </p>
  );
}
