import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { RedisService } from '@app/redis';

type Listener = (event: { keyId: string } | { resync: true }) => void;

/**
 * Tells every gateway replica that a key was revoked, over Redis pub/sub (milliseconds, well
 * inside the one-second promise). Pub/sub keeps nothing for a replica that was disconnected,
 * so when the subscription comes back after a break, listeners are told to resync: they drop
 * every cached key rather than trust what they may have missed.
 */
@Injectable()
export class ApiKeyRevocationBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ApiKeyRevocationBus.name);
  private readonly listeners: Listener[] = [];
  private subscriber?: Redis;
  private readonly channel: string;

  constructor(private readonly redis: RedisService) {
    this.channel = redis.channel('api-keys:revoked');
  }

  onModuleInit(): void {
    // Subscribed here on every (re)connection rather than by ioredis's autoResubscribe, whose
    // SUBSCRIBE has no catch: a connection lost again before Redis answered it (a flapping Redis,
    // or a shutdown right after Redis came back) was an unhandled rejection, which ends a Node
    // process. Found by test/faults/redis-outage under the whole suite's load.
    const subscriber = this.redis.duplicate('api-key-revocations', { autoResubscribe: false });
    let readyOnce = false;
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).catch((err: Error) => {
        this.logger.warn(`could not subscribe to key revocations yet: ${err.message}`);
      });
      if (readyOnce) this.emit({ resync: true });
      readyOnce = true;
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      try {
        const parsed = JSON.parse(message) as { keyId?: unknown };
        if (typeof parsed.keyId === 'string') this.emit({ keyId: parsed.keyId });
      } catch {
        this.logger.warn('ignored a malformed revocation message');
      }
    });
    this.subscriber = subscriber;
  }

  onRevocation(listener: Listener): void {
    this.listeners.push(listener);
  }

  /**
   * Best effort: if Redis is down the cache TTL still bounds how long a revoked key lives on.
   * Returns whether the broadcast went out, so callers can say so.
   */
  async publish(keyId: string): Promise<boolean> {
    try {
      await this.redis.client.publish(this.channel, JSON.stringify({ keyId }));
      return true;
    } catch (err) {
      this.logger.error(
        `could not broadcast the revocation of key ${keyId}; other replicas drop it when their cache entry expires: ${(err as Error).message}`,
      );
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.unsubscribe().catch(() => undefined);
  }

  private emit(event: Parameters<Listener>[0]): void {
    for (const listener of this.listeners) listener(event);
  }
}
