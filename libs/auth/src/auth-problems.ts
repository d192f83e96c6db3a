import { ProblemCode, ProblemException } from '@app/http';
import { MEMBER_PERMISSIONS, Permission } from './scopes';

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
  /** The same answer whether or not the workspace exists, as for keys. */
  notAMember(): ProblemException {
    return new ProblemException(
      403,
      ProblemCode.WorkspaceForbidden,
      'You are not a member of the workspace in the URL. Open one of your workspaces (GET /v1/session lists them), or ask an owner of this one for an invitation.',
    );
  },
  insufficientScope(missing: Permission[]): ProblemException {
    const quoted = missing.map((s) => `"${s}"`).join(' and ');
    const memberOnly = missing.some((s) => (MEMBER_PERMISSIONS as readonly string[]).includes(s));
    return new ProblemException(
      403,
      ProblemCode.InsufficientScope,
      memberOnly
        ? `This needs ${quoted}, which only console members hold through their role; no API key can carry it. Sign in to the console as an owner of the workspace.`
        : `This API key lacks the scope ${quoted} needed here. Use a key created with that scope (POST /v1/workspaces/{workspaceId}/api-keys).`,
      {
        headers: {
          'www-authenticate': `${BEARER_CHALLENGE}, error="insufficient_scope", scope="${missing.join(' ')}"`,
        },
        extensions: { missingScopes: missing },
      },
    );
  },
  /** A member whose role does not carry what the route needs. */
  roleLacks(role: string, missing: Permission[]): ProblemException {
    return new ProblemException(
      403,
      ProblemCode.InsufficientScope,
      `Your role in this workspace (${role}) does not allow this: it needs ${missing.map((s) => `"${s}"`).join(' and ')}. An owner of the workspace can change your role.`,
      { extensions: { missingScopes: missing, role } },
    );
  },
  csrfFailed(detail: string): ProblemException {
    return new ProblemException(403, ProblemCode.CsrfFailed, detail);
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
