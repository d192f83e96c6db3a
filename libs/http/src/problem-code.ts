/** Stable machine-readable error codes of the public API (DESIGN.md section 4). */
export enum ProblemCode {
  MalformedJson = 'malformed_json',
  ValidationFailed = 'validation_failed',
  Unauthenticated = 'unauthenticated',
  InsufficientScope = 'insufficient_scope',
  WorkspaceForbidden = 'workspace_forbidden',
  NotFound = 'not_found',
  MethodNotAllowed = 'method_not_allowed',
  RequestInProgress = 'request_in_progress',
  LimitExceeded = 'limit_exceeded',
  PayloadTooLarge = 'payload_too_large',
  UnsupportedMediaType = 'unsupported_media_type',
  RateLimited = 'rate_limited',
  Unavailable = 'unavailable',
  Internal = 'internal_error',
}

export const PROBLEM_TITLES: Record<ProblemCode, string> = {
  [ProblemCode.MalformedJson]: 'Malformed JSON',
  [ProblemCode.ValidationFailed]: 'Validation failed',
  [ProblemCode.Unauthenticated]: 'Unauthenticated',
  [ProblemCode.InsufficientScope]: 'Insufficient scope',
  [ProblemCode.WorkspaceForbidden]: 'Workspace forbidden',
  [ProblemCode.NotFound]: 'Not found',
  [ProblemCode.MethodNotAllowed]: 'Method not allowed',
  [ProblemCode.RequestInProgress]: 'Request in progress',
  [ProblemCode.LimitExceeded]: 'Limit exceeded',
  [ProblemCode.PayloadTooLarge]: 'Payload too large',
  [ProblemCode.UnsupportedMediaType]: 'Unsupported media type',
  [ProblemCode.RateLimited]: 'Rate limited',
  [ProblemCode.Unavailable]: 'Service unavailable',
  [ProblemCode.Internal]: 'Internal error',
};
