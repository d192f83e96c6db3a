// ApiError: an RFC 9457 problem answered by the /v1 API (or a network failure), as one error
// type that pages show and forms map onto their fields.

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: FieldError[];
  requestId?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly errors: FieldError[];
  readonly retryAfterSeconds: number | null;
  readonly requestId: string | null;

  constructor(status: number, problem: Problem, retryAfterSeconds: number | null = null) {
    const detail = problem.detail ?? problem.title ?? `The server answered ${status}.`;
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = problem.code ?? (status === 0 ? 'network_error' : 'unknown');
    this.detail = detail;
    this.errors = Array.isArray(problem.errors) ? problem.errors : [];
    this.retryAfterSeconds = retryAfterSeconds;
    this.requestId = problem.requestId ?? null;
  }

  static fromResponse(response: Response, body: unknown): ApiError {
    const problem: Problem =
      body && typeof body === 'object'
        ? (body as Problem)
        : { detail: typeof body === 'string' && body ? body : undefined };
    const retryAfter = Number(response.headers.get('retry-after'));
    return new ApiError(
      response.status,
      problem,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(0, {
      code: 'network_error',
      detail: 'The console could not reach the server. Check your connection and try again.',
    });
    error.cause = cause;
    return error;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
