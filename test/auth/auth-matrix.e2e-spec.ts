import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import {
  MEMBER_PERMISSIONS,
  Permission,
  REQUIRED_PERMISSIONS_EXTENSION,
  REQUIRES_SESSION_EXTENSION,
  Role,
  ROLE_PERMISSIONS,
  ROLES,
  Scope,
  SCOPES,
} from '@app/auth';
import { createApiKey, createConsoleUser, createWorkspace } from '@app/testing';
import { signIn, SignedIn } from '../support/console-session';
import { startGateway } from '../support/gateway';

/**
 * The API's authentication and the console's roles (docs/api.md#authentication,
 * docs/console.md#roles) for every operation of the gateway's OpenAPI document, read at test time
 * from /openapi.json: a route added tomorrow is in the matrix without anyone editing this file.
 * What each operation needs comes from the document's `x-required-permissions` (set by
 * @RequireScopes) and `x-requires-session` (set by @RequireSession). For every operation:
 *
 * - no credentials: 401 `unauthenticated` with `WWW-Authenticate: Bearer`;
 * - a key, or a member, of another workspace: 403 `workspace_forbidden`, the same answer whether
 *   the workspace in the URL exists or not;
 * - a key holding every scope but the one needed, and each console role without it: 403
 *   `insufficient_scope` naming it;
 * - the right key and each role that carries it get past authorisation, into the handler.
 *
 * Every answer must also be one the document lists for the operation. Each check walks all
 * operations and reports every mismatch at once, so one failure shows the whole picture.
 */

const PUBLIC_OPERATIONS = [
  'GET /metrics',
  'GET /health/live',
  'GET /health/ready',
  'GET /v1/webhook-event-types',
  'POST /v1/session',
  'POST /v1/password',
  'POST /v1/invitations/lookup',
  'POST /v1/invitations/accept',
];

interface Operation {
  /** "GET /v1/workspaces/{workspaceId}/events", as the document names it. */
  name: string;
  method: string;
  path: string;
  permissions?: Permission[];
  sessionOnly: boolean;
  hasBody: boolean;
  documented: Set<string>;
}

type Credential = { bearer: string } | { session: SignedIn } | undefined;

interface Answer {
  status: number;
  wwwAuthenticate: string | null;
  body?: Record<string, unknown>;
}

const isMemberPermission = (p: Permission) => (MEMBER_PERMISSIONS as readonly string[]).includes(p);

describe('auth matrix generated from the OpenAPI document', () => {
  let app: NestFastifyApplication;
  let base: string;
  let operations: Operation[];
  let workspaceId: string;
  let otherWorkspaceId: string;
  /** Path parameters other than the workspace: ids that exist nowhere, the same on every call. */
  const ids = new Map<string, string>();
  /** A key with every scope but the one named. */
  const allBut = new Map<Scope, string>();
  let allScopes: string;
  let otherWorkspaceKey: string;
  const members = new Map<Role, { email: string; password: string; session: SignedIn }>();
  let otherWorkspaceOwner: SignedIn;

  beforeAll(async () => {
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = await app.getUrl();
    operations = readOperations(await (await fetch(`${base}/openapi.json`)).json());

    workspaceId = (await createWorkspace(app)).id;
    otherWorkspaceId = (await createWorkspace(app)).id;
    allScopes = (await createApiKey(app, workspaceId, { scopes: [...SCOPES] })).key;
    for (const scope of SCOPES) {
      const scopes = SCOPES.filter((s) => s !== scope);
      allBut.set(scope, (await createApiKey(app, workspaceId, { scopes, name: `all but ${scope}` })).key);
    }
    otherWorkspaceKey = (await createApiKey(app, otherWorkspaceId, { scopes: [...SCOPES] })).key;
    for (const role of ROLES) {
      const user = await createConsoleUser(app, workspaceId, role);
      members.set(role, { ...user, session: await signIn(app, user.email, user.password) });
    }
    const stranger = await createConsoleUser(app, otherWorkspaceId, 'owner');
    otherWorkspaceOwner = await signIn(app, stranger.email, stranger.password);
  });

  afterAll(async () => app.close());

  function readOperations(document: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
    const found: Operation[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        found.push({
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          permissions: operation[REQUIRED_PERMISSIONS_EXTENSION] as Permission[] | undefined,
          sessionOnly: operation[REQUIRES_SESSION_EXTENSION] === true,
          hasBody: operation.requestBody !== undefined,
          documented: new Set(Object.keys(operation.responses as object)),
        });
      }
    }
    return found;
  }

  const guarded = () => operations.filter((op) => op.permissions);
  const sessionOnly = () => operations.filter((op) => op.sessionOnly);

  async function call(op: Operation, credential: Credential, ws = workspaceId): Promise<Answer> {
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'workspaceId') return ws;
      if (!ids.has(name)) ids.set(name, randomUUID());
      return ids.get(name)!;
    });
    const headers: Record<string, string> = {};
    if (credential && 'bearer' in credential) headers.authorization = `Bearer ${credential.bearer}`;
    if (credential && 'session' in credential) {
      headers.cookie = credential.session.cookie;
      headers['x-csrf-token'] = credential.session.csrfToken;
    }
    if (op.hasBody) headers['content-type'] = 'application/json';
    // The panel's live stream never ends on its own: read the status and headers, then hang up.
    const abort = new AbortController();
    const response = await fetch(`${base}${url}`, {
      method: op.method,
      headers,
      body: op.hasBody ? '{}' : undefined,
      signal: abort.signal,
    });
    const json = /json/.test(response.headers.get('content-type') ?? '');
    const body = json ? ((await response.json()) as Record<string, unknown>) : undefined;
    if (!json) abort.abort();
    return { status: response.status, wwwAuthenticate: response.headers.get('www-authenticate'), body };
  }

  /** Runs `check` on every operation and fails once, listing every operation that broke it. */
  async function everyOperation(
    ops: Operation[],
    check: (op: Operation) => Promise<string | undefined | (string | undefined)[]>,
  ) {
    const failures: string[] = [];
    for (const op of ops) {
      const result = await check(op);
      for (const failure of [result].flat()) if (failure) failures.push(`${op.name}: ${failure}`);
    }
    expect(failures).toEqual([]);
  }

  const show = (a: Answer) => `${a.status} ${JSON.stringify(a.body ?? {}).slice(0, 300)}`;
  const undocumented = (op: Operation, a: Answer) =>
    op.documented.has(String(a.status))
      ? undefined
      : `answered ${a.status}, which the document does not list`;
  /** Request-specific members of a problem, which differ between any two answers. */
  const comparable = (body: Record<string, unknown> | undefined) => ({
    ...body,
    instance: undefined,
    requestId: undefined,
  });

  it('every operation is guarded, session-only, or on the short list of public ones', () => {
    const workspaceRoutes = operations.filter((op) => op.path.startsWith('/v1/workspaces/{workspaceId}'));
    // A document that lost its operations would pass every check below vacuously.
    expect(workspaceRoutes.length).toBeGreaterThanOrEqual(30);
    expect(workspaceRoutes.filter((op) => !op.permissions).map((op) => op.name)).toEqual([]);
    const open = operations.filter((op) => !op.permissions && !op.sessionOnly).map((op) => op.name);
    expect(open.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('public operations answer without credentials', async () => {
    const open = operations.filter((op) => PUBLIC_OPERATIONS.includes(op.name));
    await everyOperation(open, async (op) => {
      const answer = await call(op, undefined);
      if ([401, 403].includes(answer.status) || answer.status >= 500) return `answered ${show(answer)}`;
      return undocumented(op, answer);
    });
  });

  it('no credentials: 401 unauthenticated with a Bearer challenge', async () => {
    await everyOperation([...guarded(), ...sessionOnly()], async (op) => {
      const answer = await call(op, undefined);
      if (answer.status !== 401 || answer.body?.code !== 'unauthenticated') return `answered ${show(answer)}`;
      if (!answer.wwwAuthenticate?.startsWith('Bearer')) return 'no WWW-Authenticate: Bearer challenge';
      return undocumented(op, answer);
    });
  });

  it('an API key on a session-only operation: 401, a key is not a console session', async () => {
    await everyOperation(sessionOnly(), async (op) => {
      const answer = await call(op, { bearer: allScopes });
      return answer.status === 401 ? undefined : `answered ${show(answer)}`;
    });
  });

  /** 403 workspace_forbidden for a stranger, and not a byte of difference for a missing workspace. */
  const forbiddenAlike = (stranger: () => Credential) =>
    everyOperation(guarded(), async (op) => {
      const existing = await call(op, stranger());
      const missing = await call(op, stranger(), randomUUID());
      if (existing.status !== 403 || existing.body?.code !== 'workspace_forbidden')
        return `answered ${show(existing)}`;
      if (JSON.stringify(comparable(existing.body)) !== JSON.stringify(comparable(missing.body)))
        return `an existing workspace answered ${show(existing)}, a missing one ${show(missing)}`;
      return undocumented(op, existing);
    });

  it("a key of another workspace: 403 workspace_forbidden, the same whether the URL's workspace exists or not", () =>
    forbiddenAlike(() => ({ bearer: otherWorkspaceKey })));

  it("a member of another workspace: 403 workspace_forbidden, the same whether the URL's workspace exists or not", () =>
    forbiddenAlike(() => ({ session: otherWorkspaceOwner })));

  it('a key with every scope but the one needed: 403 insufficient_scope naming it', async () => {
    await everyOperation(guarded(), async (op) =>
      Promise.all(
        op.permissions!.map(async (permission) => {
          // A members: permission is for console roles only: even a key with every scope lacks it.
          const key = isMemberPermission(permission) ? allScopes : allBut.get(permission as Scope)!;
          const answer = await call(op, { bearer: key });
          const named =
            answer.status === 403 &&
            answer.body?.code === 'insufficient_scope' &&
            JSON.stringify(answer.body.missingScopes) === JSON.stringify([permission]) &&
            String(answer.body.detail).includes(`"${permission}"`) &&
            answer.wwwAuthenticate?.includes(`scope="${permission}"`);
          return named ? undocumented(op, answer) : `without ${permission}: ${show(answer)}`;
        }),
      ),
    );
  });

  it('each console role without what the operation needs: 403 insufficient_scope naming it and the role', async () => {
    const lacking = (role: Role, op: Operation) =>
      op.permissions!.filter((p) => !ROLE_PERMISSIONS[role].includes(p));
    // The matrix must exercise roles at all: viewers cannot write, admins cannot manage members.
    expect(guarded().filter((op) => lacking('viewer', op).length > 0).length).toBeGreaterThan(10);
    expect(guarded().filter((op) => lacking('admin', op).length > 0).length).toBeGreaterThan(3);
    await everyOperation(guarded(), async (op) =>
      Promise.all(
        ROLES.filter((role) => lacking(role, op).length > 0).map(async (role) => {
          const answer = await call(op, { session: members.get(role)!.session });
          const named =
            answer.status === 403 &&
            answer.body?.code === 'insufficient_scope' &&
            answer.body.role === role &&
            JSON.stringify(answer.body.missingScopes) === JSON.stringify(lacking(role, op));
          return named ? undocumented(op, answer) : `as ${role}: ${show(answer)}`;
        }),
      ),
    );
  });

  it('the key with exactly the scopes needed gets past authorisation', async () => {
    const byKey = guarded().filter((op) => !op.permissions!.some(isMemberPermission));
    await everyOperation(byKey, async (op) => {
      const key = await createApiKey(app, workspaceId, { scopes: op.permissions as Scope[] });
      const answer = await call(op, { bearer: key.key });
      if ([401, 403].includes(answer.status) || answer.status >= 500) return `answered ${show(answer)}`;
      return undocumented(op, answer);
    });
  });

  it('each console role that carries what the operation needs gets past authorisation', async () => {
    await everyOperation(guarded(), async (op) =>
      Promise.all(
        ROLES.filter((role) => op.permissions!.every((p) => ROLE_PERMISSIONS[role].includes(p))).map(
          async (role) => {
            const answer = await call(op, { session: members.get(role)!.session });
            if ([401, 403].includes(answer.status) || answer.status >= 500)
              return `as ${role}: ${show(answer)}`;
            return undocumented(op, answer);
          },
        ),
      ),
    );
  });

  it('a signed-in user gets past session-only operations (each with a session of its own: some end it)', async () => {
    const owner = members.get('owner')!;
    await everyOperation(sessionOnly(), async (op) => {
      const answer = await call(op, { session: await signIn(app, owner.email, owner.password) });
      if ([401, 403].includes(answer.status) || answer.status >= 500) return `answered ${show(answer)}`;
      return undocumented(op, answer);
    });
  });
});
