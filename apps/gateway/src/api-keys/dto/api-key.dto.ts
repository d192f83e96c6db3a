import { ApiKeySummary, Scope } from '@app/auth';

/** An API key as the API shows it: never the secret. */
export class ApiKeyDto {
  id!: string;
  prefix!: string;
  workspaceId!: string;
  name!: string;
  scopes!: Scope[];
  createdAt!: string;
  expiresAt!: string | null;
  lastUsedAt!: string | null;
  revokedAt!: string | null;

  static from(key: ApiKeySummary): ApiKeyDto {
    return Object.assign(new ApiKeyDto(), {
      id: key.id,
      prefix: key.prefix,
      workspaceId: key.workspaceId,
      name: key.name,
      scopes: key.scopes,
      createdAt: key.createdAt.toISOString(),
      expiresAt: key.expiresAt?.toISOString() ?? null,
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
    });
  }
}
