// The campaign form's checks follow docs/attribution.md.
import { describe, expect, it } from '@jest/globals';
import { toCampaignBody, validateCampaign, type CampaignFormValues } from './campaign-rules';

const valid: CampaignFormValues = {
  id: 'spring-sale',
  name: 'Spring sale',
  status: 'active',
  startsAt: '2026-03-01T00:00',
  endsAt: '2026-03-31T23:59',
  goals: 'order_paid\nsignup\n',
  attributionWindowDays: '7',
  countingMode: 'once_per_contact',
};

describe('validateCampaign', () => {
  it('accepts a valid campaign', () => {
    expect(validateCampaign(valid, true)).toEqual({});
  });

  it('checks the id only when asked (it cannot change on edit)', () => {
    expect(validateCampaign({ ...valid, id: '-bad' }, true).id).toMatch(/letters, digits/);
    expect(validateCampaign({ ...valid, id: '-bad' }, false).id).toBeUndefined();
    expect(validateCampaign({ ...valid, id: 'a'.repeat(129) }, true).id).toMatch(/128/);
  });

  it('requires the end after the start', () => {
    expect(validateCampaign({ ...valid, endsAt: '2026-03-01T00:00' }, true).endsAt).toMatch(
      /after the start/,
    );
    expect(validateCampaign({ ...valid, endsAt: '' }, true).endsAt).toBeUndefined();
  });

  it('requires 1 to 50 distinct goals of at most 100 characters', () => {
    expect(validateCampaign({ ...valid, goals: '  \n' }, true).goals).toMatch(/at least one/);
    expect(validateCampaign({ ...valid, goals: 'a\nb\na' }, true).goals).toMatch(/twice/);
    expect(validateCampaign({ ...valid, goals: 'x'.repeat(101) }, true).goals).toMatch(/100/);
    const many = Array.from({ length: 51 }, (_, i) => `goal_${i}`).join('\n');
    expect(validateCampaign({ ...valid, goals: many }, true).goals).toMatch(/at most 50/);
  });

  it('takes a whole attribution window of 0 to 90 days', () => {
    expect(
      validateCampaign({ ...valid, attributionWindowDays: '91' }, true).attributionWindowDays,
    ).toBeDefined();
    expect(
      validateCampaign({ ...valid, attributionWindowDays: '1.5' }, true).attributionWindowDays,
    ).toBeDefined();
    expect(
      validateCampaign({ ...valid, attributionWindowDays: '0' }, true).attributionWindowDays,
    ).toBeUndefined();
  });
});

describe('toCampaignBody', () => {
  it('sends UTC instants, the goals as a list and null for no end', () => {
    const body = toCampaignBody({ ...valid, endsAt: '' });
    expect(body.startsAt).toBe(new Date('2026-03-01T00:00').toISOString());
    expect(body.endsAt).toBeNull();
    expect(body.goals).toEqual(['order_paid', 'signup']);
    expect(body.attributionWindowDays).toBe(7);
  });
});
