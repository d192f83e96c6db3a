import { FieldError, Problem } from './types';

/**
 * What a call can fail with. Each error says how many attempts were made, so a caller can tell a
 * first-try rejection from a give-up after retries.
 */

/** The platform answered with an error (a problem document); `retryable` says whether retrying could help. */
export class ConversionApiError extends Error {
  override readonly name = 'ConversionApiError';
  readonly status: number;
  /** The problem's stable code, such as `validation_failed` or `insufficient_scope`. */
  readonly code: string;
  readonly problem: Problem;
  /** For a validation failure: each field, its code and how to fix it. */
  readonly errors?: FieldError[];

  constructor(
    problem: Problem,
    readonly retryable: boolean,
    readonly attempts: number,
    readonly requestId?: string,
  ) {
    const fields = problem.errors?.length
      ? `: ${problem.errors.map((e) => `${e.field} ${e.message}`).join('; ')}`
      : '';
    super(`${problem.status} ${problem.code ?? problem.title}: ${problem.detail ?? problem.title}${fields}`);
    this.status = problem.status;
    this.code = problem.code ?? 'unknown';
    this.problem = problem;
    this.errors = problem.errors;
  }
}

/** No answer came: the connection was refused, reset or broken, after every attempt allowed. */
export class ConversionNetworkError extends Error {
  override readonly name = 'ConversionNetworkError';
  constructor(
    message: string,
    readonly attempts: number,
    override readonly cause: unknown,
  ) {
    super(message);
  }
}

/** The total time allowed for a call (retries included) ran out, or its last attempt timed out. */
export class ConversionTimeoutError extends Error {
  override readonly name = 'ConversionTimeoutError';
  constructor(
    message: string,
    readonly attempts: number,
    readonly elapsedMs: number,
  ) {
    super(message);
  }
}
