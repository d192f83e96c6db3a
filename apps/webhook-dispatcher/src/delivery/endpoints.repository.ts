/**
 * Storage of endpoints as the dispatcher sees them: read from the gateway's schema (never written
 * there), disabled in the dispatcher's own.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EFFECTIVELY_ENABLED_SQL, GATEWAY_SCHEMA } from '../gateway-schema';

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
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(GATEWAY_SCHEMA) private readonly gatewaySchema: string,
  ) {}

  /** The endpoints with these ids that exist, with their signing secrets (sealed) and health. */
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
    }[] = await this.db.query(
      `SELECT e.id, e.url, e.enabled, e.enabled_changed_at, e.enabled_changed_at::text AS enabled_changed_basis,
              ${EFFECTIVELY_ENABLED_SQL} AS effective_enabled,
              h.disabled_reason,
              coalesce((SELECT json_agg(json_build_object('sealed', s.sealed, 'expiresAt', s.expires_at)
                                        ORDER BY s.created_at DESC)
                          FROM "${this.gatewaySchema}".webhook_endpoint_secrets s
                         WHERE s.endpoint_id = e.id AND (s.expires_at IS NULL OR s.expires_at > now())),
                       '[]') AS secrets
         FROM "${this.gatewaySchema}".webhook_endpoints e
         LEFT JOIN endpoint_health h ON h.endpoint_id = e.id
        WHERE e.id = ANY($1::text[])`,
      [ids],
    );
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
   * `enabledChangedBasis`, the state the decision was made on. True if it was disabled.
   */
  async disable(endpointId: string, reason: string, enabledChangedBasis: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO endpoint_health AS h (endpoint_id, disabled_at, disabled_reason)
       SELECT e.id, now(), $2 FROM "${this.gatewaySchema}".webhook_endpoints e
        WHERE e.id = $1 AND e.enabled_changed_at = $3::timestamptz
       ON CONFLICT (endpoint_id) DO UPDATE
          SET disabled_at = now(), disabled_reason = excluded.disabled_reason, updated_at = now()
       RETURNING 1`,
      [endpointId, reason, enabledChangedBasis],
    );
    return rows.length > 0;
  }
}
