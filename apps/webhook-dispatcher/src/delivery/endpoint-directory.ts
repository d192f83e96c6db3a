import { Logger } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import { SecretCipher, signingKey } from '@app/webhooks';
import { EndpointRow, EndpointsRepository } from './endpoints.repository';

export interface SigningKey {
  key: KeyObject;
  /** Epoch ms after which it no longer signs (the old secret of a rotation); null: current. */
  expiresAt: number | null;
}

export interface EndpointEntry {
  id: string;
  url: string;
  /** Switched on through the API and not disabled by the dispatcher since. */
  enabled: boolean;
  /** Why not enabled, for last_error: the dispatcher's reason, or switched off through the API. */
  offReason: string | null;
  enabledChangedAt: Date;
  enabledChangedBasis: string;
  keys: SigningKey[];
  /** Set when no key can sign (a secret sealed under a key WEBHOOK_SECRET_KEYS lacks): said on each attempt. */
  keyProblem: string | null;
}

/**
 * What a replica knows of the endpoints it delivers to, read from the gateway's schema and kept
 * for WEBHOOK_ENDPOINT_CACHE_MS: URL, enabled state, and signing secrets, opened once per load
 * (never logged). `get` loads every unknown or stale id of a claim in one query. A deleted
 * endpoint maps to null. A changed URL, a disable or a rotation reaches this replica within the
 * cache time; a disable decided here is seen at once (`forget`). A failed load throws: the
 * claim's deliveries then wait for their lease to end.
 */
export class EndpointDirectory {
  private readonly logger = new Logger(EndpointDirectory.name);
  private readonly cache = new Map<string, { entry: EndpointEntry | null; loadedAt: number }>();

  constructor(
    private readonly repository: EndpointsRepository,
    private readonly cipher: SecretCipher,
    private readonly ttlMs: number,
  ) {}

  async get(ids: Iterable<string>, now = Date.now()): Promise<Map<string, EndpointEntry | null>> {
    const found = new Map<string, EndpointEntry | null>();
    const stale: string[] = [];
    for (const id of ids) {
      if (found.has(id)) continue;
      const cached = this.cache.get(id);
      if (cached && now - cached.loadedAt < this.ttlMs) found.set(id, cached.entry);
      else {
        stale.push(id);
        found.set(id, null);
      }
    }
    if (stale.length === 0) return found;
    const rows = await this.repository.endpoints(stale);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (this.cache.size > 10_000) this.evictStale(now);
    for (const id of stale) {
      const row = byId.get(id);
      const entry = row ? this.entry(row) : null;
      this.cache.set(id, { entry, loadedAt: now });
      found.set(id, entry);
    }
    return found;
  }

  /** The cached entry, however old, without loading (null if unknown or deleted). */
  peek(id: string): EndpointEntry | null {
    return this.cache.get(id)?.entry ?? null;
  }

  /** Reads the endpoint again at its next use (this replica just disabled it). */
  forget(id: string): void {
    this.cache.delete(id);
  }

  private entry(row: EndpointRow): EndpointEntry {
    const keys: SigningKey[] = [];
    let keyProblem: string | null = null;
    for (const secret of row.secrets) {
      try {
        keys.push({
          key: signingKey(this.cipher.open(secret.sealed)),
          expiresAt: secret.expiresAt?.getTime() ?? null,
        });
      } catch (err) {
        // The message names the key id at most, never the secret.
        keyProblem = `cannot sign: a signing secret of this endpoint cannot be opened (${(err as Error).message})`;
        this.logger.error(`endpoint ${row.id}: ${keyProblem}`);
      }
    }
    if (keys.length === 0) keyProblem ??= 'cannot sign: the endpoint has no signing secret';
    return {
      id: row.id,
      url: row.url,
      enabled: row.effectiveEnabled,
      offReason: row.effectiveEnabled
        ? null
        : row.enabled
          ? (row.disabledReason ?? 'disabled by the dispatcher')
          : 'switched off through the API',
      enabledChangedAt: row.enabledChangedAt,
      enabledChangedBasis: row.enabledChangedBasis,
      keys,
      keyProblem: keys.length > 0 ? null : keyProblem,
    };
  }

  private evictStale(now: number): void {
    for (const [id, cached] of this.cache) {
      if (now - cached.loadedAt >= this.ttlMs) this.cache.delete(id);
    }
  }
}
