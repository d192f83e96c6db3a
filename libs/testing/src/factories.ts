import { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiKeysService, CreatedApiKey, Scope, SCOPES, WorkspacesService } from '@app/auth';
import { WorkspaceEntity } from '@app/database';

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
  return app.get(ApiKeysService).create(workspaceId, {
    name: options.name ?? 'test key',
    scopes: options.scopes ?? [...SCOPES],
    expiresAt: options.expiresAt ?? null,
  });
}

/** A workspace with a key holding every scope: the usual starting point of an API test. */
export async function createWorkspaceWithKey(
  app: INestApplicationContext,
  scopes: Scope[] = [...SCOPES],
): Promise<{ workspace: WorkspaceEntity; key: CreatedApiKey }> {
  const workspace = await createWorkspace(app);
  return { workspace, key: await createApiKey(app, workspace.id, { scopes }) };
}
