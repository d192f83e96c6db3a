import { Injectable, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { RedisService } from '@app/redis';

/** What Redis knows about an externalId. */
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

/** Compare-and-delete: only the request that holds the claim may release it. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * The Redis side of deduplication: a claim per (workspace, externalId). `p:<token>` is a
 * request in flight (with a short lease), `d:<id>:<ms>:<hash>` an event committed in Postgres
 * (kept for the retention TTL). Storage only: the rules are in EventRecorder. Uses a fail-fast
 * connection, so an unreachable Redis throws at once and the recorder falls back to Postgres.
 */
@Injectable()
export class DedupeClaimsRepository implements OnModuleInit {
  private client!: Redis;

  constructor(private readonly redis: RedisService) {}

  onModuleInit(): void {
    this.client = this.redis.failFast('dedupe-claims');
    this.client.defineCommand('releaseClaim', { numberOfKeys: 1, lua: RELEASE });
  }

  key(workspaceId: string, externalId: string): string {
    return `dedupe:${workspaceId}:${externalId}`;
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
