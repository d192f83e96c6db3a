/** What the privacy feature takes from config (gateway-settings.ts builds it), and its injection tokens. */

/** The erasure coordinator's settings (docs/privacy.md#erasure, docs/configuration.md). */
export interface ErasureSettings {
  /** ERASURE_START_DELAY_MS: how long after a request is accepted the coordinator starts on it. */
  startDelayMs: number;
  /** ERASURE_COMMAND_REPUBLISH_MS: how often the command is sent again while a service has not completed. */
  republishMs: number;
  /** How often an idle coordinator looks for requests (a request accepted by this process wakes it). */
  pollMs: number;
  /** Rows per delete: bounded, so a batch is one short transaction. */
  batchSize: number;
  /** The advisory lock that lets one coordinator run at a time across processes and replicas. */
  lockKey: string;
}

export const ERASURE_SETTINGS = Symbol('ERASURE_SETTINGS');

/**
 * The schemas of the services that hold copies of a contact's data, read (never written): their
 * `erasures` records, and what the access export shows (decisions, webhook messages).
 */
export interface PrivacySchemas {
  attribution: string;
  reportProjection: string;
  webhookDispatcher: string;
}

export const PRIVACY_SCHEMAS = Symbol('PRIVACY_SCHEMAS');
