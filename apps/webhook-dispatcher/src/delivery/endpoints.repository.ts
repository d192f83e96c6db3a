/**
 * Storage of endpoints as the dispatcher sees them: read from the gateway's schema (never written
 * there), disabled in the dispatcher's own.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PreparedStatement } from '@app/database';
import { EndpointDisabledTrigger } from '@app/webhooks';
import { EFFECTIVELY_ENABLED_SQL, GATEWAY_SCHEMA } from '../gateway-schema';
import { OperationalNotices } from '../messages/operational-notices';

export interface EndpointRow {
  id: string;
  url: string;
  enabled: boolean;
  effectiveEnabled: boolean;
  disabledReason: string | null;
  enabledChangedAt: Date;
  /** enabled_changed_at as Postgres prints it, to compare exactly (a JS Date keeps milliseconds only). */
  enabledChangedBasis: string;
  secrets: { sealed: string; expiresAt: Date | null }[];
}

/** Endpoint reads (url, enabled, sealed secrets) and the dispatcher's disables. */
@Injectable()
export class EndpointsRepository {
  /**
   * The endpoints of claimed deliveries, read whenever the directory's entries are stale: named,
   * so each pooled connection parses it once (docs/performance.md#prepared-statements);
   * its text holds the gateway's schema, fixed at start. Each endpoint and its health are one
   * probe of their primary keys (OFFSET 0 keeps each subquery a per-row probe), so the generic
   * plan does not hash-join every endpoint's health as it would for an array of unknown length.
   * Postgres still plans it per call while it estimates the generic plan (ten endpoints) dearer
   * than the custom ones.
   */
  private readonly endpointsStatement: PreparedStatement;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string,
    private readonly notices: OperationalNotices,
  ) {
    this.endpointsStatement = new PreparedStatement(
      'webhook-dispatcher.endpoints',
      `SELECT e.id, e.url, e.enabled, e.enabled_changed_at, e.enabled_changed_at::text AS enabled_changed_basis,
              ${EFFECTIVELY_ENABLED_SQL} AS effective_enabled,
              h.disabled_reason,
              coalesce((SELECT json_agg(json_build_object('sealed', s.sealed, 'expiresAt', s.expires_at)
                                        ORDER BY s.created_at DESC)
                          FROM "${gatewaySchema}".webhook_endpoint_secrets s
                         WHERE s.endpoint_id = e.id AND (s.expires_at IS NULL OR s.expires_at > now())),
                       '[]') AS secrets
         FROM unnest($1::text[]) AS wanted (id)
        CROSS JOIN LATERAL (SELECT * FROM "${gatewaySchema}".webhook_endpoints e WHERE e.id = wanted.id OFFSET 0) e
         LEFT JOIN LATERAL (SELECT h.disabled_at, h.disabled_reason FROM endpoint_health h
                             WHERE h.endpoint_id = e.id OFFSET 0) h ON true`,
    );
  }

  /** The endpoints with these ids (distinct) that exist, with their signing secrets (sealed) and health. */
  async endpoints(ids: string[]): Promise<EndpointRow[]> {
    if (ids.length === 0) return [];
    const rows: {
      id: string;
      url: string;
      enabled: boolean;
      effective_enabled: boolean;
      disabled_reason: string | null;
      enabled_changed_at: Date;
      enabled_changed_basis: string;
      secrets: { sealed: string; expiresAt: string | null }[];
    }[] = await this.endpointsStatement.rows(this.db, [ids]);
    return rows.map((r) => ({
      id: r.id,
      url: r.url,
      enabled: r.enabled,
      effectiveEnabled: r.effective_enabled,
      disabledReason: r.disabled_reason,
      enabledChangedAt: r.enabled_changed_at,
      enabledChangedBasis: r.enabled_changed_basis,
      secrets: r.secrets.map((s) => ({
        sealed: s.sealed,
        expiresAt: s.expiresAt ? new Date(s.expiresAt) : null,
      })),
    }));
  }

  /**
   * Disables an endpoint, unless it was switched (re-enabled) through the API after
   * `enabledChangedBasis`, the state the decision was made on. True if it was disabled. In the
   * same transaction, its endpoint.disabled to the workspace's other endpoints subscribed to it
   * (OperationalNotices): its id derived from the endpoint and `enabledChangedBasis`, so a disable
   * decided again (after a crash, or by another replica) writes no second message.
   */
  async disable(
    endpointId: string,
    reason: string,
    enabledChangedBasis: string,
    trigger: EndpointDisabledTrigger,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows: { disabled_at: Date }[] = await tx.query(
        `INSERT INTO endpoint_health AS h (endpoint_id, disabled_at, disabled_reason)
         SELECT e.id, now(), $2 FROM "${this.gatewaySchema}".webhook_endpoints e
          WHERE e.id = $1 AND e.enabled_changed_at = $3::timestamptz
         ON CONFLICT (endpoint_id) DO UPDATE
            SET disabled_at = now(), disabled_reason = excluded.disabled_reason, updated_at = now()
         RETURNING h.disabled_at`,
        [endpointId, reason, enabledChangedBasis],
      );
      if (rows.length === 0) return false;
      await this.notices.endpointDisabled(
        tx,
        endpointId,
        enabledChangedBasis,
        trigger,
        reason,
        rows[0].disabled_at,
      );
      return true;
    });
  }
}
