import { ApiKeyEntity } from '@app/database';
import { displayPrefix } from './api-key-format';
import { KeyMode } from '@app/contracts';
import { Scope } from './scopes';

/** What may be shown about a key after its creation: never the secret, nor its hash. */
export interface ApiKeySummary {
  id: string;
  prefix: string;
  workspaceId: string;
  name: string;
  scopes: Scope[];
  mode: KeyMode;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export function summarize(row: ApiKeyEntity, lastUsedAt: Date | null = row.lastUsedAt): ApiKeySummary {
  return {
    id: row.id,
    prefix: displayPrefix(row.id, row.mode),
    workspaceId: row.workspaceId,
    name: row.name,
    scopes: row.scopes as Scope[],
    mode: row.mode,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt,
    revokedAt: row.revokedAt,
  };
}
