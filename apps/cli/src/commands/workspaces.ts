/** The workspace commands: workspace:create, workspace:list, and bootstrap of an empty platform. */
import 'reflect-metadata';
import { ApiKeysService, ConsoleUsersService, SCOPES, WorkspacesService } from '@app/auth';
import { withContext } from './context';
import { setPasswordLink } from './users';

export async function createWorkspace(name: string) {
  const workspace = await withContext((app) => app.get(WorkspacesService).create(name));
  return { workspaceId: workspace.id, name: workspace.name, createdAt: workspace.createdAt };
}

export async function listWorkspaces() {
  const rows = await withContext((app) => app.get(WorkspacesService).list(1000));
  return {
    data: rows.map((w) => ({ workspaceId: w.id, name: w.name, createdAt: w.createdAt.toISOString() })),
  };
}

export function bootstrap() {
  return withContext(async (app, env) => {
    const workspaces = app.get(WorkspacesService);
    const existing = await workspaces.count();
    let result: Record<string, unknown>;
    let workspace: { id: string; name: string };
    if (existing > 0) {
      workspace = (await workspaces.list(1))[0];
      result = {
        created: false,
        reason: `the database already has ${existing} workspace(s); bootstrap only acts on an empty one, and keys are shown only when created`,
        next: 'npm run -s cli -- workspace:list, then npm run -s cli -- key:create --workspace <id> --scope keys:manage --name "Admin"',
      };
    } else {
      workspace = await workspaces.create('Local workspace');
      const key = await app
        .get(ApiKeysService)
        .create(workspace.id, { name: 'Bootstrap admin key', scopes: [...SCOPES] });
      result = { created: true, workspaceId: workspace.id, key };
    }
    const users = app.get(ConsoleUsersService);
    if ((await users.count()) > 0) return result;
    // The console is useless without someone to sign in: the first owner gets a link that
    // sets the password and signs in, so no password ever passes through a terminal or a log.
    const owner = await users.create({
      email: env.CONSOLE_OWNER_EMAIL,
      workspaceId: workspace.id,
      role: 'owner',
    });
    return {
      ...result,
      consoleOwner: {
        email: owner.email,
        workspaceId: workspace.id,
        workspaceName: workspace.name,
        setPasswordLink: setPasswordLink(env.CONSOLE_BASE_URL, owner.passwordToken!.token),
        linkExpiresAt: owner.passwordToken!.expiresAt.toISOString(),
      },
    };
  });
}
