import { ProblemCode, ProblemException } from '@app/http';
import { Scope } from './scopes';

const BEARER_CHALLENGE = 'Bearer realm="conversion-platform"';

/** The authentication and authorisation failures, worded for the integrator who gets them. */
export const AuthProblems = {
  unauthenticated(detail: string): ProblemException {
    return new ProblemException(401, ProblemCode.Unauthenticated, detail, {
      headers: { 'www-authenticate': BEARER_CHALLENGE },
    });
  },
  /** Same answer whether or not the workspace exists, so keys cannot probe for workspaces. */
  workspaceForbidden(): ProblemException {
    return new ProblemException(
      403,
      ProblemCode.WorkspaceForbidden,
      'This API key does not belong to the workspace in the URL. Use a key created in that workspace, or check the workspaceId.',
    );
  },
  insufficientScope(missing: Scope[]): ProblemException {
    return new ProblemException(
      403,
      ProblemCode.InsufficientScope,
      `This API key lacks the scope ${missing.map((s) => `"${s}"`).join(' and ')} needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).`,
      {
        headers: {
          'www-authenticate': `${BEARER_CHALLENGE}, error="insufficient_scope", scope="${missing.join(' ')}"`,
        },
        extensions: { missingScopes: missing },
      },
    );
  },
  unavailable(): ProblemException {
    return new ProblemException(
      503,
      ProblemCode.Unavailable,
      'The API key could not be checked because the database is unreachable. Retry after the time in Retry-After.',
      { headers: { 'retry-after': '2' } },
    );
  },
};
