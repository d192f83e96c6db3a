/**
 * A workspace's settings and their bounds (docs/privacy.md#retention). The migration's CHECK
 * constraints hold the same bounds (libs/database/src/gateway/migrations/1765500000000-...).
 */
export interface WorkspaceSettings {
  /** Days events and adjustments (with their decisions and outcomes) are kept, by when received. */
  eventRetentionDays: number;
  /** Days webhook messages (with their deliveries and attempts) are kept, by when made. */
  webhookLogRetentionDays: number;
}

export interface SettingRange {
  min: number;
  max: number;
  default: number;
  /** What the setting keeps, for messages and the OpenAPI document. */
  what: string;
}

/**
 * The bounds. Events: at least 30 days, so attribution's windows, adjustments (a refund weeks
 * later) and the dedupe markers (DEDUPE_RETENTION_SECONDS, at most 30 days) all fit inside; at most
 * ten years. The webhook log: one day to 90, as a log for debugging deliveries.
 */
export const SETTING_RANGES: Record<keyof WorkspaceSettings, SettingRange> = {
  eventRetentionDays: {
    min: 30,
    max: 3650,
    default: 400,
    what: 'events and adjustments, with their attribution decisions and outcomes',
  },
  webhookLogRetentionDays: {
    min: 1,
    max: 90,
    default: 30,
    what: 'webhook messages, with their deliveries and attempts',
  },
};

/** "eventRetentionDays must be a whole number of days from 30 to 3650". */
export function rangeRule(field: keyof WorkspaceSettings): string {
  const { min, max } = SETTING_RANGES[field];
  return `${field} must be a whole number of days from ${min} to ${max}`;
}
