import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { timingSafeEqual } from 'node:crypto';
import { ApiKeyEntity } from '@app/database';
import { hashApiKey, malformedKeyHint, parseApiKey } from './api-key-format';
import { ApiKeyRevocationBus } from './api-key-revocation.bus';
import { ApiKeysRepository } from './api-keys.repository';
import { AuthProblems } from './auth-problems';
import { AUTH_SETTINGS, AuthSettings } from './auth-settings';
import { LastUsedTracker } from './last-used-tracker.service';
import { ApiKeyPrincipal } from './principal';
import { Scope } from './scopes';

interface CachedKey {
  workspaceId: string;
  secretHash: Buffer;
  scopes: ReadonlySet<Scope>;
  expiresAt: number | null;
  revoked: boolean;
}

const NOT_A_KEY =
  'The Authorization header must be "Bearer <api key>", with a key starting "cvk_" as shown once when it was created.';
const NOT_VALID =
  'This API key is unknown, revoked or expired. Use a current key of this workspace, or create one (POST /v1/workspaces/{workspaceId}/api-keys).';

/**
 * Turns an Authorization header into the key's principal. Keys found in Postgres are kept in memory for
 * API_KEY_CACHE_TTL_MS, so a request normally costs one hash and no I/O; a revocation on any
 * replica evicts the key everywhere through ApiKeyRevocationBus. Revoked keys are cached as
 * revoked, so a leaked key hammering the API does not reach the database either.
 */
@Injectable()
export class ApiKeyAuthenticator {
  private readonly logger = new Logger(ApiKeyAuthenticator.name);
  private readonly cache: LRUCache<string, CachedKey>;
  /** Bumped on every revocation: a lookup that raced one is used once but not cached. */
  private epoch = 0;
  /** Lookups under way, by key id, with the epoch each began in (load()). */
  private readonly lookups = new Map<string, { epoch: number; result: Promise<CachedKey | null> }>();

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly lastUsed: LastUsedTracker,
    revocations: ApiKeyRevocationBus,
    @Inject(AUTH_SETTINGS) settings: AuthSettings,
  ) {
    this.cache = new LRUCache({ max: 50_000, ttl: settings.cacheTtlMs });
    revocations.onRevocation((event) => {
      this.epoch++;
      if ('keyId' in event) this.cache.delete(event.keyId);
      else this.cache.clear();
    });
  }

  /** Drops one key from this replica's memory (the revoking replica does not wait for pub/sub). */
  forget(keyId: string): void {
    this.epoch++;
    this.cache.delete(keyId);
  }

  async authenticate(authorization: string | undefined, now = Date.now()): Promise<ApiKeyPrincipal> {
    if (!authorization) {
      throw AuthProblems.unauthenticated(`No Authorization header was sent. ${NOT_A_KEY}`);
    }
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
    if (!match)
      throw AuthProblems.unauthenticated(`The Authorization header is not a Bearer token. ${NOT_A_KEY}`);
    const presented = match[1];
    const parsed = parseApiKey(presented);
    if (!parsed) throw AuthProblems.unauthenticated(`${malformedKeyHint(presented)} ${NOT_A_KEY}`);

    const key = await this.load(parsed.id);
    // Hash and compare in constant time even when the id is unknown, so timing tells nothing.
    const presentedHash = hashApiKey(presented);
    const matches = timingSafeEqual(presentedHash, key?.secretHash ?? Buffer.alloc(presentedHash.length));
    if (!key || !matches || key.revoked || (key.expiresAt !== null && key.expiresAt <= now)) {
      throw AuthProblems.unauthenticated(NOT_VALID);
    }
    this.lastUsed.record(parsed.id, new Date(now));
    return {
      kind: 'api_key',
      keyId: parsed.id,
      workspaceId: key.workspaceId,
      scopes: key.scopes,
      mode: parsed.mode,
    };
  }

  /**
   * The key from the cache, or from Postgres. Concurrent misses for one key share one lookup (a
   * restart under load, or a new key's first burst, would otherwise send one query per request
   * and queue them all for the pool), unless a revocation came since that lookup began: then a
   * lookup of its own, so that no request is answered from a row read before the revocation.
   */
  private load(id: string): Promise<CachedKey | null> | CachedKey {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const inFlight = this.lookups.get(id);
    if (inFlight && inFlight.epoch === this.epoch) return inFlight.result;
    const lookup = { epoch: this.epoch, result: this.lookup(id) };
    this.lookups.set(id, lookup);
    const done = () => {
      if (this.lookups.get(id) === lookup) this.lookups.delete(id);
    };
    lookup.result.then(done, done);
    return lookup.result;
  }

  private async lookup(id: string): Promise<CachedKey | null> {
    const epoch = this.epoch;
    let row: ApiKeyEntity | null;
    try {
      row = await this.keys.findForAuthentication(id);
    } catch (err) {
      this.logger.error(`API key lookup failed: ${(err as Error).message}`);
      throw AuthProblems.unavailable();
    }
    if (!row) return null;
    const entry: CachedKey = {
      workspaceId: row.workspaceId,
      secretHash: row.secretHash,
      scopes: new Set(row.scopes as Scope[]),
      expiresAt: row.expiresAt?.getTime() ?? null,
      revoked: row.revokedAt !== null,
    };
    if (epoch === this.epoch) this.cache.set(id, entry);
    return entry;
  }
}
