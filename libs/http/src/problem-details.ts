import { PROBLEM_TITLES, ProblemCode } from './problem-code';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface FieldError {
  /** JSON path of the field, e.g. `scopes[1]` or `expiresAt`. */
  field: string;
  code: string;
  message: string;
}

/** RFC 9457 problem details, with this API's stable `code` and, for validation, `errors`. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
  instance?: string;
  requestId?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

/** Every code has a page in docs/api.md; the type URI points to its anchor. */
export function problemType(code: ProblemCode): string {
  return `https://docs.conversion-platform.dev/errors#${code}`;
}

export function buildProblem(
  status: number,
  code: ProblemCode,
  detail: string,
  extra: Partial<ProblemDetails> = {},
): ProblemDetails {
  return { type: problemType(code), title: PROBLEM_TITLES[code], status, detail, code, ...extra };
}
