import { Injectable } from '@nestjs/common';
import { RedisService } from '@app/redis';

/** A deduplication marker to erase: its key, and the id of the row it must name to be erased. */
export interface MarkerToErase {
  key: string;
  rowId: string;
}

/**
 * Deletes each key whose value is the "recorded" marker of its row (`d:<rowId>:...`, written by
 * DedupeClaimsRepository.markRecorded), and remembers the row ids it deleted markers of in a set
 * kept per erasure request; answers the set's size. A key holding anything else (a claim in
 * flight, another row's marker, nothing) is left alone. Atomic, so a marker is deleted and
 * remembered together, or neither.
 */
const ERASE_MARKERS = `
local prefix
for i = 2, #KEYS do
  prefix = 'd:' .. ARGV[i] .. ':'
  local value = redis.call('GET', KEYS[i])
  if value and string.sub(value, 1, #prefix) == prefix then
    redis.call('DEL', KEYS[i])
    redis.call('SADD', KEYS[1], ARGV[i])
  end
end
redis.call('EXPIRE', KEYS[1], ARGV[1])
return redis.call('SCARD', KEYS[1])`;

/** How long a request's set of erased markers is kept: long past any coordinator restart. */
const ERASED_SET_TTL_SECONDS = 30 * 24 * 3600;

/**
 * The Redis side of an erasure (docs/privacy.md#erasure): the deduplication markers of a
 * contact's events and adjustments, which are keyed by externalId and adjustmentId. Redis and
 * Postgres do not commit together, so the count must survive a crash between the two: the set of
 * row ids whose markers this request deleted lives in Redis beside them, and running the same batch
 * again after a crash answers the same total (its markers are gone, their ids still in the set).
 * The set holds platform ids (UUIDs), never an externalId or contactId; it goes when the request
 * completes. Storage only; uses the process's main connection, which waits out a short Redis
 * outage rather than failing at once (this is background work, not a request).
 */
@Injectable()
export class ErasureMarkersRepository {
  constructor(private readonly redis: RedisService) {}

  /** Erases the markers that name their rows; the request's total of markers erased so far. */
  async erase(requestId: string, markers: MarkerToErase[]): Promise<number> {
    const keys = [this.setKey(requestId), ...markers.map((m) => m.key)];
    const args = [ERASED_SET_TTL_SECONDS, ...markers.map((m) => m.rowId)];
    return (await this.redis.client.eval(ERASE_MARKERS, keys.length, ...keys, ...args)) as number;
  }

  async forget(requestId: string): Promise<void> {
    await this.redis.client.del(this.setKey(requestId));
  }

  private setKey(requestId: string): string {
    return `erasure-markers:${requestId}`;
  }
}
