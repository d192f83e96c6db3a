import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { ApiKeyEntity } from '@app/database';

/** Storage access for API keys. Every query but the authentication lookup carries the workspace. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectRepository(ApiKeyEntity) private readonly rows: Repository<ApiKeyEntity>) {}

  /**
   * Inserts the key unless the workspace already has `limit` usable keys (neither revoked nor
   * expired). A per-workspace transaction lock makes the count and the insert one step, so
   * concurrent creations cannot overshoot. Returns false when the limit is reached.
   */
  async insertWithinLimit(key: ApiKeyEntity, limit: number): Promise<boolean> {
    return this.rows.manager.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('api-keys:' || $1))`, [key.workspaceId]);
      const [{ n }] = await tx.query(
        `SELECT count(*)::int AS n FROM api_keys
          WHERE workspace_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
        [key.workspaceId],
      );
      if (n >= limit) return false;
      await tx.insert(ApiKeyEntity, key);
      return true;
    });
  }

  /** The authentication lookup: by the key's public id, which is unique across workspaces. */
  findForAuthentication(id: string): Promise<ApiKeyEntity | null> {
    return this.rows.findOneBy({ id });
  }

  findInWorkspace(workspaceId: string, id: string): Promise<ApiKeyEntity | null> {
    return this.rows.findOneBy({ workspaceId, id });
  }

  /** Keys not revoked, expired ones included (they show their expiresAt). */
  listNotRevoked(workspaceId: string): Promise<ApiKeyEntity[]> {
    return this.rows.find({
      where: { workspaceId, revokedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Sets revoked_at once; revoking again keeps the first time. Returns the row as it now is. */
  async revoke(workspaceId: string, id: string, at: Date): Promise<ApiKeyEntity | null> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ revokedAt: at })
      .where('workspace_id = :workspaceId AND id = :id AND revoked_at IS NULL', { workspaceId, id })
      .execute();
    return this.findInWorkspace(workspaceId, id);
  }

  /** One statement for all the keys a replica saw used since the last flush; never moves time back. */
  async touchLastUsed(usage: ReadonlyMap<string, Date>): Promise<void> {
    if (usage.size === 0) return;
    await this.rows.query(
      `UPDATE api_keys AS k SET last_used_at = v.at
         FROM (SELECT unnest($1::text[]) AS id, unnest($2::timestamptz[]) AS at) AS v
        WHERE k.id = v.id AND (k.last_used_at IS NULL OR k.last_used_at < v.at)`,
      [[...usage.keys()], [...usage.values()].map((d) => d.toISOString())],
    );
  }
}
