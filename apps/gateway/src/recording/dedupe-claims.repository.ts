/** The Redis dedupe claims of every recorded kind, counted in one round trip with the rate limit. */
import { Injectable, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { FIXED_WINDOW_LUA, FixedWindow, RedisService, WindowCount } from '@app/redis';

/** What Redis knows about a claimed id (an externalId, an adjustmentId). */
export type ClaimState =
  | { state: 'claimed' }
  | { state: 'pending' }
  | { state: 'done'; eventId: string; receivedAt: Date; payloadHash: string }
  | { state: 'absent' };

export interface RecordedMarker {
  eventId: string;
  receivedAt: Date;
  payloadHash: Buffer;
}

/** What chargeAndClaim learnt: the caller's count, and each key's previous state (null: over the limit). */
export interface ChargedClaims {
  count: WindowCount;
  claims: ClaimState[] | null;
}

/** Compare-and-delete: only the request that holds the claim may release it. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * Counts the request against its caller's fixed window (KEYS[1]; ARGV[1] the window in seconds)
 * and, only if that leaves it within the limit (ARGV[2]), claims every other key with
 * `SET key ARGV[3] PX ARGV[4] NX GET`. Returns { count, ms left in the window, the previous value
 * of each claimed key (nil: it was free, now ours) }; over the limit, only the first two, and
 * nothing is claimed. A script runs atomically, so no request slips between the count and the
 * claims. (With Redis Cluster the keys would need one hash slot; we run a single primary.)
 */
const CHARGE_AND_CLAIM = `${FIXED_WINDOW_LUA}
local result = { consumed, ttl }
if consumed <= tonumber(ARGV[2]) then
  for i = 2, #KEYS do
    result[i + 1] = redis.call('SET', KEYS[i], ARGV[3], 'PX', ARGV[4], 'NX', 'GET')
  end
end
return result`;

type ClaimsClient = Redis & {
  chargeAndClaim(
    numberOfKeys: number,
    ...keysThenArgs: (string | number)[]
  ): Promise<(number | string | null)[]>;
};

/**
 * The Redis side of deduplication: a claim per (workspace, externalId), and per (workspace,
 * adjustmentId) for adjustments. `p:<token>` is a
 * request in flight (with a short lease), `d:<id>:<ms>:<hash>` an event (or adjustment) committed in Postgres
 * (kept for the retention TTL). Storage only: the rules are in ClaimRecorder. Uses a fail-fast
 * connection, so an unreachable Redis throws at once and the recorder falls back to Postgres.
 */
@Injectable()
export class DedupeClaimsRepository implements OnModuleInit {
  private client!: ClaimsClient;

  constructor(private readonly redis: RedisService) {}

  onModuleInit(): void {
    this.client = this.redis.failFast('dedupe-claims') as ClaimsClient;
    this.client.defineCommand('releaseClaim', { numberOfKeys: 1, lua: RELEASE });
    // No fixed numberOfKeys: a call passes its own count (one counter and any number of claims).
    this.client.defineCommand('chargeAndClaim', { lua: CHARGE_AND_CLAIM });
  }

  /**
   * An event's claim. Test traffic (docs/api.md#test-mode) has a namespace of its own, so a test
   * externalId never makes a live one a duplicate, nor the reverse; live keys are what they were.
   */
  key(workspaceId: string, externalId: string, test = false): string {
    return `${test ? 'dedupe-test' : 'dedupe'}:${workspaceId}:${externalId}`;
  }

  /** An adjustment's claim: a namespace of its own (and one per mode), so an adjustmentId never meets an externalId. */
  adjustmentKey(workspaceId: string, adjustmentId: string, test = false): string {
    return `${test ? 'adjustment-test' : 'adjustment'}:${workspaceId}:${adjustmentId}`;
  }

  /**
   * Counts one request against `window` and, within its limit, claims each key unless something
   * is there: the rate limit and the claims in one round trip. With no keys it only counts.
   */
  async chargeAndClaim(
    window: FixedWindow,
    keys: string[],
    token: string,
    leaseMs: number,
  ): Promise<ChargedClaims> {
    const reply = await this.client.chargeAndClaim(
      keys.length + 1,
      window.key,
      ...keys,
      window.windowSeconds,
      window.limit,
      `p:${token}`,
      leaseMs,
    );
    const count = { consumed: reply[0] as number, msBeforeNext: reply[1] as number };
    // The script compared the same two numbers: over the limit it claimed nothing.
    if (count.consumed > window.limit) return { count, claims: null };
    return {
      count,
      claims: keys.map((_, i) => {
        const previous = reply[i + 2] as string | null;
        return previous === null ? { state: 'claimed' } : parse(previous);
      }),
    };
  }

  /** Claims each key unless something is there; one round trip for the whole list. */
  async claimMany(keys: string[], token: string, leaseMs: number): Promise<ClaimState[]> {
    // SET ... NX GET (Redis 7): one command claims the key, or returns what holds it.
    const pipeline = this.client.pipeline();
    for (const key of keys) pipeline.set(key, `p:${token}`, 'PX', leaseMs, 'NX', 'GET');
    const replies = await pipeline.exec();
    if (!replies) throw new Error('Redis pipeline returned nothing');
    return replies.map(([err, previous]) => {
      if (err) throw err;
      return previous === null ? { state: 'claimed' } : parse(previous as string);
    });
  }

  async peek(key: string): Promise<ClaimState> {
    return parse(await this.client.get(key));
  }

  /** Marks keys as recorded for the retention period (after the Postgres commit, never before). */
  async markRecorded(
    entries: { key: string; marker: RecordedMarker }[],
    retentionSeconds: number,
  ): Promise<void> {
    if (entries.length === 0) return;
    const pipeline = this.client.pipeline();
    for (const { key, marker } of entries) {
      pipeline.set(
        key,
        `d:${marker.eventId}:${marker.receivedAt.getTime()}:${marker.payloadHash.toString('hex')}`,
        'EX',
        retentionSeconds,
      );
    }
    await pipeline.exec();
  }

  async releaseMany(keys: string[], token: string): Promise<void> {
    if (keys.length === 0) return;
    const pipeline = this.client.pipeline();
    for (const key of keys)
      (pipeline as unknown as { releaseClaim(k: string, v: string): void }).releaseClaim(key, `p:${token}`);
    await pipeline.exec();
  }
}

function parse(value: string | null): ClaimState {
  if (value === null) return { state: 'absent' };
  if (value.startsWith('p:')) return { state: 'pending' };
  const [, eventId, ms, hash] = value.split(':');
  return { state: 'done', eventId, receivedAt: new Date(Number(ms)), payloadHash: hash };
}
