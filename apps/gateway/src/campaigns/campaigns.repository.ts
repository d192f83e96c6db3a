import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { CampaignEntity } from '@app/database';

/** Storage access for campaigns; every query carries the workspace. */
@Injectable()
export class CampaignsRepository {
  constructor(@InjectRepository(CampaignEntity) private readonly rows: Repository<CampaignEntity>) {}

  find(workspaceId: string, id: string): Promise<CampaignEntity | null> {
    return this.rows.findOneBy({ workspaceId, id });
  }

  /** In id order, after `afterId` when given. */
  list(workspaceId: string, limit: number, afterId?: string): Promise<CampaignEntity[]> {
    return this.rows.find({
      where: afterId ? { workspaceId, id: MoreThan(afterId) } : { workspaceId },
      order: { id: 'ASC' },
      take: limit,
    });
  }

  /**
   * Inserts or replaces the campaign in one statement; `version` grows on every real change and
   * stays put when the same campaign is PUT again. Returns the row and whether it was created.
   */
  async upsert(
    row: Omit<CampaignEntity, 'version' | 'createdAt' | 'updatedAt'>,
  ): Promise<{ row: CampaignEntity; created: boolean }> {
    const [result] = await this.rows.query(
      `INSERT INTO campaigns AS c (workspace_id, id, name, status, starts_at, ends_at, ended_at, goals,
                                   attribution_window_days, counting_mode)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (workspace_id, id) DO UPDATE SET
         name = EXCLUDED.name, status = EXCLUDED.status, starts_at = EXCLUDED.starts_at,
         ends_at = EXCLUDED.ends_at,
         ended_at = CASE WHEN EXCLUDED.status <> 'ended' THEN NULL
                         WHEN c.status = 'ended' THEN c.ended_at ELSE EXCLUDED.ended_at END,
         goals = EXCLUDED.goals, attribution_window_days = EXCLUDED.attribution_window_days,
         counting_mode = EXCLUDED.counting_mode,
         version = c.version + 1, updated_at = now()
       WHERE (c.name, c.status, c.starts_at, c.ends_at, c.goals, c.attribution_window_days, c.counting_mode)
             IS DISTINCT FROM
             (EXCLUDED.name, EXCLUDED.status, EXCLUDED.starts_at, EXCLUDED.ends_at, EXCLUDED.goals,
              EXCLUDED.attribution_window_days, EXCLUDED.counting_mode)
       RETURNING (xmax = 0) AS created`,
      [
        row.workspaceId,
        row.id,
        row.name,
        row.status,
        row.startsAt.toISOString(),
        row.endsAt?.toISOString() ?? null,
        row.endedAt?.toISOString() ?? null,
        row.goals,
        row.attributionWindowDays,
        row.countingMode,
      ],
    );
    const stored = (await this.find(row.workspaceId, row.id)) as CampaignEntity;
    return { row: stored, created: result?.created === true };
  }
}
