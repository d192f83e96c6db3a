import { Injectable } from '@nestjs/common';
import { KeyMode } from '@app/contracts';
import { ApiKeyEntity } from '@app/database';
import { ProblemCode, ProblemException } from '@app/http';
import { generateApiKey } from './api-key-format';
import { ApiKeyAuthenticator } from './api-key-authenticator.service';
import { ApiKeyRevocationBus } from './api-key-revocation.bus';
import { ApiKeySummary, summarize } from './api-key-summary';
import { ApiKeysRepository } from './api-keys.repository';
import { LastUsedTracker } from './last-used-tracker.service';
import { Scope } from './scopes';
import { WorkspacesRepository } from './workspaces.repository';

/** Usable (not revoked, not expired) keys a workspace may hold: room for rotation, small enough to review. */
export const MAX_ACTIVE_KEYS_PER_WORKSPACE = 100;

export interface CreateApiKeyInput {
  name: string;
  scopes: Scope[];
  expiresAt?: Date | null;
  /** `test`: a `cvk_test_` key whose traffic never counts (docs/api.md#test-mode). Default live. */
  mode?: KeyMode;
}

/** The created key: the only time the whole key is ever returned. */
export interface CreatedApiKey extends ApiKeySummary {
  key: string;
}

@Injectable()
export class ApiKeysService {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly workspaces: WorkspacesRepository,
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly revocations: ApiKeyRevocationBus,
    private readonly lastUsed: LastUsedTracker,
  ) {}

  async create(workspaceId: string, input: CreateApiKeyInput, now = new Date()): Promise<CreatedApiKey> {
    if (!(await this.workspaces.findById(workspaceId)))
      throw ProblemException.notFound(`Workspace ${workspaceId}`);
    if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
      throw ProblemException.validation([
        { field: 'expiresAt', code: 'invalid_value', message: 'expiresAt must be in the future.' },
      ]);
    }
    const mode = input.mode ?? 'live';
    const generated = generateApiKey(mode);
    const row = Object.assign(new ApiKeyEntity(), {
      id: generated.id,
      workspaceId,
      name: input.name,
      secretHash: generated.secretHash,
      scopes: [...new Set(input.scopes)],
      mode,
      createdAt: now,
      expiresAt: input.expiresAt ?? null,
      lastUsedAt: null,
      revokedAt: null,
    });
    if (!(await this.keys.insertWithinLimit(row, MAX_ACTIVE_KEYS_PER_WORKSPACE))) {
      throw new ProblemException(
        409,
        ProblemCode.LimitExceeded,
        `This workspace already has ${MAX_ACTIVE_KEYS_PER_WORKSPACE} usable API keys. Revoke unused keys before creating more.`,
      );
    }
    return { ...summarize(row), key: generated.key };
  }

  async list(workspaceId: string): Promise<ApiKeySummary[]> {
    const rows = await this.keys.listNotRevoked(workspaceId);
    return rows.map((row) => summarize(row, this.latestUse(row)));
  }

  async get(workspaceId: string, id: string): Promise<ApiKeySummary> {
    const row = await this.keys.findInWorkspace(workspaceId, id);
    if (!row) throw ProblemException.notFound(`API key ${id}`);
    return summarize(row, this.latestUse(row));
  }

  /**
   * Idempotent: revoking a revoked key answers with the key as it is. `broadcast` tells whether
   * the other replicas were told at once (false when Redis was unreachable: they then drop the
   * key when its cache entry expires, API_KEY_CACHE_TTL_MS at most).
   */
  async revoke(
    workspaceId: string,
    id: string,
    now = new Date(),
  ): Promise<ApiKeySummary & { broadcast: boolean }> {
    const row = await this.keys.revoke(workspaceId, id, now);
    if (!row) throw ProblemException.notFound(`API key ${id}`);
    this.authenticator.forget(id);
    const broadcast = await this.revocations.publish(id);
    return { ...summarize(row, this.latestUse(row)), broadcast };
  }

  private latestUse(row: ApiKeyEntity): Date | null {
    const pending = this.lastUsed.pendingFor(row.id);
    if (!pending) return row.lastUsedAt;
    return !row.lastUsedAt || pending > row.lastUsedAt ? pending : row.lastUsedAt;
  }
}
