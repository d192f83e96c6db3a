import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EndpointSwitch } from './webhook-rules';
import { DISPATCHER_SCHEMA } from './webhook-settings';

/** An endpoint as stored, with what the dispatcher recorded about its health. */
export interface EndpointRow extends EndpointSwitch {
  id: string;
  workspaceId: string;
  url: string;
  description: string;
  eventTypes: string[];
  includeTestEvents: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewEndpoint {
  id: string;
  workspaceId: string;
  url: string;
  description: string;
  eventTypes: string[];
  includeTestEvents: boolean;
  sealedSecret: string;
}

export interface EndpointChanges {
  url?: string;
  description?: string;
  eventTypes?: string[];
  includeTestEvents?: boolean;
  enabled?: boolean;
}

/** What a rotation left: the previous secret's end (null when it ended at once and was removed). */
export interface RotationResult {
  previousExpiresAt: Date | null;
}

/** What TypeORM answers for UPDATE and DELETE (with or without RETURNING): the rows, and how many. */
type Modified<T = unknown> = [T[], number];

/**
 * Storage of webhook endpoints and their sealed secrets (the gateway's schema), plus a read of the
 * dispatcher's endpoint_health for the state an endpoint shows. Every query carries the workspace.
 */
@Injectable()
export class WebhookEndpointsRepository {
  private readonly select: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(DISPATCHER_SCHEMA) dispatcherSchema: string,
  ) {
    this.select = `SELECT e.id, e.workspace_id AS "workspaceId", e.url, e.description, e.event_types AS "eventTypes",
        e.include_test_events AS "includeTestEvents", e.enabled, e.enabled_changed_at AS "enabledChangedAt", e.created_at AS "createdAt",
        e.updated_at AS "updatedAt", h.disabled_at AS "healthDisabledAt",
        h.disabled_reason AS "healthDisabledReason"
      FROM webhook_endpoints e
      LEFT JOIN "${dispatcherSchema}".endpoint_health h ON h.endpoint_id = e.id`;
  }

  async find(workspaceId: string, id: string): Promise<EndpointRow | null> {
    const rows: EndpointRow[] = await this.db.query(
      `${this.select} WHERE e.workspace_id = $1 AND e.id = $2`,
      [workspaceId, id],
    );
    return rows[0] ?? null;
  }

  /** Oldest first; a workspace holds at most WEBHOOK_MAX_ENDPOINTS. */
  list(workspaceId: string): Promise<EndpointRow[]> {
    return this.db.query(`${this.select} WHERE e.workspace_id = $1 ORDER BY e.created_at, e.id`, [
      workspaceId,
    ]);
  }

  /**
   * Inserts the endpoint and its first secret unless the workspace already has `limit` endpoints.
   * A per-workspace transaction lock makes the count and the insert one step, so concurrent
   * creations cannot overshoot. Returns false when the limit is reached.
   */
  async insertWithinLimit(endpoint: NewEndpoint, limit: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('webhook-endpoints:' || $1))`, [
        endpoint.workspaceId,
      ]);
      const [{ n }] = await tx.query(
        `SELECT count(*)::int AS n FROM webhook_endpoints WHERE workspace_id = $1`,
        [endpoint.workspaceId],
      );
      if (n >= limit) return false;
      await tx.query(
        `INSERT INTO webhook_endpoints (id, workspace_id, url, description, event_types, include_test_events)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          endpoint.id,
          endpoint.workspaceId,
          endpoint.url,
          endpoint.description,
          endpoint.eventTypes,
          endpoint.includeTestEvents,
        ],
      );
      await tx.query(`INSERT INTO webhook_endpoint_secrets (endpoint_id, sealed) VALUES ($1, $2)`, [
        endpoint.id,
        endpoint.sealedSecret,
      ]);
      return true;
    });
  }

  /**
   * Applies the given fields; false if the workspace has no such endpoint. Setting `enabled` to
   * true, or changing it, moves enabled_changed_at to now: a re-enable overrides a disable the
   * dispatcher recorded before it, and a disable through the API is dated.
   */
  async update(workspaceId: string, id: string, changes: EndpointChanges): Promise<boolean> {
    const [, changed]: Modified = await this.db.query(
      `UPDATE webhook_endpoints SET
          url = COALESCE($3, url),
          description = COALESCE($4, description),
          event_types = COALESCE($5::text[], event_types),
          enabled_changed_at = CASE WHEN $6::boolean IS NOT NULL AND ($6::boolean OR enabled <> $6::boolean)
                                    THEN now() ELSE enabled_changed_at END,
          enabled = COALESCE($6::boolean, enabled),
          include_test_events = COALESCE($7::boolean, include_test_events),
          updated_at = now()
        WHERE workspace_id = $1 AND id = $2`,
      [
        workspaceId,
        id,
        changes.url ?? null,
        changes.description ?? null,
        changes.eventTypes ?? null,
        changes.enabled ?? null,
        changes.includeTestEvents ?? null,
      ],
    );
    return changed > 0;
  }

  /** Deletes the endpoint; its secrets go with it (ON DELETE CASCADE). */
  async delete(workspaceId: string, id: string): Promise<boolean> {
    const [, deleted]: Modified = await this.db.query(
      `DELETE FROM webhook_endpoints WHERE workspace_id = $1 AND id = $2`,
      [workspaceId, id],
    );
    return deleted > 0;
  }

  /**
   * Replaces the current secret, in one transaction: the current one keeps signing until now +
   * grace, any older one still in its grace period ends now, secrets that have ended are removed
   * (so at most two exist, and with a grace of 0 only the new one), and the new one becomes
   * current. Null if the workspace has no such endpoint.
   */
  async rotateSecret(
    workspaceId: string,
    id: string,
    sealed: string,
    graceSeconds: number,
  ): Promise<RotationResult | null> {
    return this.db.transaction(async (tx) => {
      const found: unknown[] = await tx.query(
        `SELECT 1 FROM webhook_endpoints WHERE workspace_id = $1 AND id = $2 FOR UPDATE`,
        [workspaceId, id],
      );
      if (found.length === 0) return null;
      await tx.query(
        `UPDATE webhook_endpoint_secrets SET expires_at = now()
          WHERE endpoint_id = $1 AND expires_at IS NOT NULL AND expires_at > now()`,
        [id],
      );
      const [[previous]]: Modified<{ expiresAt: Date }> = await tx.query(
        `UPDATE webhook_endpoint_secrets SET expires_at = now() + make_interval(secs => $2)
          WHERE endpoint_id = $1 AND expires_at IS NULL
          RETURNING expires_at AS "expiresAt"`,
        [id, graceSeconds],
      );
      await tx.query(`DELETE FROM webhook_endpoint_secrets WHERE endpoint_id = $1 AND expires_at <= now()`, [
        id,
      ]);
      await tx.query(`INSERT INTO webhook_endpoint_secrets (endpoint_id, sealed) VALUES ($1, $2)`, [
        id,
        sealed,
      ]);
      return { previousExpiresAt: previous && graceSeconds > 0 ? previous.expiresAt : null };
    });
  }
}
