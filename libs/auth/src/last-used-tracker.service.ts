import { Inject, Injectable, Logger, BeforeApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ApiKeysRepository } from './api-keys.repository';
import { AUTH_SETTINGS, AuthSettings } from './auth-settings';

/**
 * Keeps `lastUsedAt` without a database write per request: uses are gathered in memory and
 * written every API_KEY_LAST_USED_FLUSH_MS in a single statement, and once more at shutdown.
 * The stored time is therefore at most one flush interval behind, which is what a "last used"
 * column is for (spotting dead keys), not an audit log.
 */
@Injectable()
export class LastUsedTracker implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(LastUsedTracker.name);
  private pending = new Map<string, Date>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly keys: ApiKeysRepository,
    @Inject(AUTH_SETTINGS) private readonly settings: AuthSettings,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.settings.lastUsedFlushMs);
    this.timer.unref();
  }

  record(keyId: string, at: Date = new Date()): void {
    this.pending.set(keyId, at);
  }

  /** The use not yet written, so a list on this replica is never behind its own traffic. */
  pendingFor(keyId: string): Date | undefined {
    return this.pending.get(keyId);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.keys.touchLastUsed(batch);
    } catch (err) {
      // Put the uses back (newer ones win) so the next flush writes them.
      for (const [id, at] of batch) if (!this.pending.has(id)) this.pending.set(id, at);
      this.logger.warn(
        `could not write lastUsedAt for ${batch.size} key(s); will retry: ${(err as Error).message}`,
      );
    }
  }

  /** Before the database connection closes (onApplicationShutdown), write what is pending. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
