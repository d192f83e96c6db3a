import { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  ApiKeysService,
  ConsoleUsersService,
  CreatedApiKey,
  Role,
  Scope,
  SCOPES,
  WorkspacesService,
} from '@app/auth';
import { WorkspaceEntity } from '@app/database';
import { registerSecret } from './secret-registry';

/** Test data built through the real services, so it obeys the same rules as production data. */
export async function createWorkspace(
  app: INestApplicationContext,
  name = `ws-${randomUUID().slice(0, 8)}`,
): Promise<WorkspaceEntity> {
  return app.get(WorkspacesService).create(name);
}

export async function createApiKey(
  app: INestApplicationContext,
  workspaceId: string,
  options: { scopes?: Scope[]; name?: string; expiresAt?: Date | null } = {},
): Promise<CreatedApiKey> {
  const created = await app.get(ApiKeysService).create(workspaceId, {
    name: options.name ?? 'test key',
    scopes: options.scopes ?? [...SCOPES],
    expiresAt: options.expiresAt ?? null,
  });
  registerSecret('API key', created.key);
  return created;
}

/** A workspace with a key holding every scope: the usual starting point of an API test. */
export async function createWorkspaceWithKey(
  app: INestApplicationContext,
  scopes: Scope[] = [...SCOPES],
): Promise<{ workspace: WorkspaceEntity; key: CreatedApiKey }> {
  const workspace = await createWorkspace(app);
  return { workspace, key: await createApiKey(app, workspace.id, { scopes }) };
}

/** A console user with a password, member of the workspace with the role; a fresh email each time. */
export async function createConsoleUser(
  app: INestApplicationContext,
  workspaceId: string,
  role: Role = 'owner',
  password = `pw-${randomUUID()}`,
): Promise<{ userId: string; email: string; password: string }> {
  const email = `user-${randomUUID().slice(0, 12)}@example.com`;
  const created = await app.get(ConsoleUsersService).create({ email, workspaceId, role, password });
  registerSecret('console password', password);
  return { userId: created.userId, email, password };
}
