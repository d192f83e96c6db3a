import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';

export interface RedisSettings {
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
  /** How long a request-path command may take before its caller falls back (failFast()). */
  REDIS_COMMAND_TIMEOUT_MS?: number;
}

export const REDIS_SETTINGS = Symbol('REDIS_SETTINGS');

/**
 * The process's Redis connections. Every key goes through the configured prefix (ioredis applies
 * it to keys); pub/sub channels, which ioredis does not prefix, go through `channel()`.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  readonly client: Redis;
  private readonly extra: Redis[] = [];

  constructor(@Inject(REDIS_SETTINGS) private readonly settings: RedisSettings) {
    this.client = this.connect('main');
  }

  channel(name: string): string {
    return `${this.settings.REDIS_KEY_PREFIX}${name}`;
  }

  /** A separate connection, for SUBSCRIBE (which takes a connection over) or blocking calls. */
  duplicate(role: string, options: RedisOptions = {}): Redis {
    const connection = this.connect(role, options);
    this.extra.push(connection);
    return connection;
  }

  async ping(timeoutMs = 1000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.client.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis did not answer PING within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.client, ...this.extra].map((c) => c.quit()));
  }

  /**
   * A connection for the request path: commands fail at once while Redis is unreachable (no
   * offline queue, no retries, a short timeout), so callers can fall back instead of waiting.
   */
  failFast(role: string, commandTimeoutMs = this.settings.REDIS_COMMAND_TIMEOUT_MS ?? 250): Redis {
    return this.duplicate(role, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
    });
  }

  private connect(role: string, options: RedisOptions = {}): Redis {
    const connection = new Redis(this.settings.REDIS_URL, {
      keyPrefix: this.settings.REDIS_KEY_PREFIX,
      connectionName: `conversion-platform:${role}`,
      connectTimeout: 2000,
      maxRetriesPerRequest: 2,
      // Reconnect forever with a capped delay: Redis is a fast path, and its return must be noticed.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      ...options,
    });
    let down = false;
    connection.on('error', (err: Error) => {
      if (!down) this.logger.warn(`Redis (${role}) connection error: ${err.message}`);
      down = true;
    });
    connection.on('ready', () => {
      if (down) this.logger.log(`Redis (${role}) connection restored`);
      down = false;
    });
    return connection;
  }
}
