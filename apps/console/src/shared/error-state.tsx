// ErrorState: a failed load, explained in words (the problem's detail, or what a status means
// for this user) with a way to try again.
import { isApiError } from '@/api/api-error';

interface ErrorStateProps {
  error: unknown;
  /** What failed to load, e.g. "the API keys". */
  what?: string;
  onRetry?: () => void;
}

export function describeError(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong in the console. Reload the page and try again.';
  if (error.status === 403 && error.code === 'insufficient_scope')
    return `Your role in this workspace does not allow this. ${error.detail}`;
  if (error.status === 429 && error.retryAfterSeconds)
    return `${error.detail} Try again in ${error.retryAfterSeconds} s.`;
  return error.detail;
}

export function ErrorState({ error, what, onRetry }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p>
        <strong>{what ? `Could not load ${what}.` : 'Something went wrong.'}</strong> {describeError(error)}
      </p>
      {onRetry ? (
        <button type="button" className="button secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
