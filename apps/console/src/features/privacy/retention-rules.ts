// The workspace's retention settings (docs/api.md#workspace-settings, docs/privacy.md#retention):
// each field's range and default, what it keeps, and the check the form makes before sending (the
// API checks again and names the field, which the form shows on it).
import type { components } from '@/api/schema';

export type WorkspaceSettings = components['schemas']['WorkspaceSettingsDto'];
export type RetentionField = keyof WorkspaceSettings;

export interface RetentionRule {
  label: string;
  min: number;
  max: number;
  defaultDays: number;
  keeps: string;
}

export const RETENTION_FIELDS: readonly RetentionField[] = ['eventRetentionDays', 'webhookLogRetentionDays'];

export const RETENTION_RULES: Record<RetentionField, RetentionRule> = {
  eventRetentionDays: {
    label: 'Keep events for (days)',
    min: 30,
    max: 3650,
    defaultDays: 400,
    keeps:
      'Events and adjustments, from when each was received, with their attribution decisions, outcomes and conversion-test panel entries.',
  },
  webhookLogRetentionDays: {
    label: 'Keep the webhook log for (days)',
    min: 1,
    max: 90,
    defaultDays: 30,
    keeps:
      'Webhook messages, from when each was made, with their deliveries and attempts; a message still being retried is kept until its deliveries end.',
  },
};

const number = new Intl.NumberFormat('en');

/** "30 to 3,650 days (default 400)". */
export function rangeText(rule: RetentionRule): string {
  return `${number.format(rule.min)} to ${number.format(rule.max)} days (default ${number.format(rule.defaultDays)})`;
}

/** Why a typed value cannot be sent, or undefined. */
export function retentionProblem(field: RetentionField, text: string): string | undefined {
  const rule = RETENTION_RULES[field];
  const value = text.trim();
  const range = `${number.format(rule.min)} to ${number.format(rule.max)}`;
  if (!value) return `Enter a number of days from ${range}.`;
  if (!/^\d+$/.test(value)) return `Enter a whole number of days from ${range}.`;
  const days = Number(value);
  if (days < rule.min || days > rule.max)
    return `Enter a whole number of days from ${range} (${number.format(days)} is out of range).`;
  return undefined;
}

/** The PATCH body: only the fields that changed ({} changes nothing). */
export function settingsChange(
  saved: WorkspaceSettings,
  typed: Record<RetentionField, string>,
): Partial<WorkspaceSettings> {
  const change: Partial<WorkspaceSettings> = {};
  for (const field of RETENTION_FIELDS) {
    const days = Number(typed[field].trim());
    if (days !== saved[field]) change[field] = days;
  }
  return change;
}
