import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { Subject } from 'rxjs';

export const PANEL_LISTENER_SETTINGS = Symbol('PANEL_LISTENER_SETTINGS');
export interface PanelListenerSettings {
  databaseUrl: string;
  /** The NOTIFY channel the report projection announces panel changes on. */
  channel: string;
}

/** A campaign whose panel changed, or `resync`: notices may have been missed, re-read every panel. */
export type PanelChange = { workspaceId: string; campaignId: string } | 'resync';

const MAX_BACKOFF_MS = 30_000;

/**
 * Hears the report projection's panel changes (Postgres LISTEN on one connection of its own,
 * outside the pool) and hands them to the live streams. Postgres sends a notice only when the
 * projection's transaction commits, so a stream never shows a panel that was rolled back. While
 * the connection is down, it is retried with growing delays; when it is back, every stream
 * re-reads its panel (`resync`), since notices sent meanwhile are lost.
 */
@Injectable()
export class PanelChangesListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PanelChangesListener.name);
  readonly changes = new Subject<PanelChange>();
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  private failures = 0;
  private readonly gone = new WeakSet<Client>();

  constructor(@Inject(PANEL_LISTENER_SETTINGS) private readonly settings: PanelListenerSettings) {}

  get listening(): boolean {
    return this.client !== undefined;
  }

  onApplicationBootstrap(): void {
    void this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.changes.complete();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({
      connectionString: this.settings.databaseUrl,
      application_name: 'gateway-panel-listener',
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', ({ payload }) => {
      try {
        const change = JSON.parse(payload ?? '') as { workspaceId: string; campaignId: string };
        this.changes.next({ workspaceId: change.workspaceId, campaignId: change.campaignId });
      } catch {
        this.logger.warn(`ignoring a malformed panel notice: ${String(payload).slice(0, 100)}`);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.settings.channel)}`);
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failures > 0) this.logger.log('listening for panel changes again');
    this.failures = 0;
    this.changes.next('resync');
  }

  private lost(client: Client, err: Error): void {
    if (this.stopped || this.gone.has(client)) return;
    this.gone.add(client);
    if (this.client === client) this.client = undefined;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.failures);
    // One line per outage, not per attempt.
    if (this.failures === 0) {
      this.logger.warn(`panel change notices unavailable (${err.message}); retrying, streams poll meanwhile`);
    }
    this.failures++;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), delay);
  }
}
