// The retention form's checks and its PATCH body (docs/api.md#workspace-settings).
import { describe, expect, it } from '@jest/globals';
import { rangeText, RETENTION_RULES, retentionProblem, settingsChange } from './retention-rules';

describe('retentionProblem', () => {
  it('accepts whole numbers within each range, its ends included', () => {
    for (const value of ['30', '400', '3650', ' 90 '])
      expect(retentionProblem('eventRetentionDays', value)).toBeUndefined();
    for (const value of ['1', '90'])
      expect(retentionProblem('webhookLogRetentionDays', value)).toBeUndefined();
  });

  it('names the range for a value out of it, a fraction or nothing', () => {
    expect(retentionProblem('eventRetentionDays', '7')).toBe(
      'Enter a whole number of days from 30 to 3,650 (7 is out of range).',
    );
    expect(retentionProblem('webhookLogRetentionDays', '91')).toBe(
      'Enter a whole number of days from 1 to 90 (91 is out of range).',
    );
    expect(retentionProblem('webhookLogRetentionDays', '0')).toMatch(/0 is out of range/);
    expect(retentionProblem('eventRetentionDays', '30.5')).toBe(
      'Enter a whole number of days from 30 to 3,650.',
    );
    expect(retentionProblem('eventRetentionDays', '-40')).toBe(
      'Enter a whole number of days from 30 to 3,650.',
    );
    expect(retentionProblem('eventRetentionDays', '')).toBe('Enter a number of days from 30 to 3,650.');
  });
});

describe('settingsChange', () => {
  const saved = { eventRetentionDays: 400, webhookLogRetentionDays: 30 };

  it('sends only what changed', () => {
    expect(settingsChange(saved, { eventRetentionDays: '90', webhookLogRetentionDays: '30' })).toEqual({
      eventRetentionDays: 90,
    });
    expect(settingsChange(saved, { eventRetentionDays: '400', webhookLogRetentionDays: ' 30' })).toEqual({});
  });
});

describe('rangeText', () => {
  it('says the range and the default', () => {
    expect(rangeText(RETENTION_RULES.eventRetentionDays)).toBe('30 to 3,650 days (default 400)');
  });
});
