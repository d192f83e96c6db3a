import { effectiveState, RECOVER_MAX_DAYS, recoverRange, urlErrors } from './webhook-rules';

const at = (iso: string) => new Date(iso);

describe('effectiveState', () => {
  const base = {
    enabled: true,
    enabledChangedAt: at('2026-11-20T00:00:00Z'),
    healthDisabledAt: null,
    healthDisabledReason: null,
  };

  it('is enabled with no health record, or a disable from before the last switch', () => {
    expect(effectiveState(base)).toEqual({ enabled: true, disabledReason: null, disabledAt: null });
    expect(
      effectiveState({
        ...base,
        healthDisabledAt: at('2026-11-19T00:00:00Z'),
        healthDisabledReason: 'HTTP 410',
      }),
    ).toEqual({ enabled: true, disabledReason: null, disabledAt: null });
  });

  it("shows the dispatcher's disable, with its reason, when it came after the last switch", () => {
    expect(
      effectiveState({
        ...base,
        healthDisabledAt: at('2026-11-21T00:00:00Z'),
        healthDisabledReason: 'HTTP 410',
      }),
    ).toEqual({ enabled: false, disabledReason: 'HTTP 410', disabledAt: at('2026-11-21T00:00:00Z') });
  });

  it('shows a disable through the API, dated when the switch was set', () => {
    expect(effectiveState({ ...base, enabled: false })).toEqual({
      enabled: false,
      disabledReason: 'disabled through the API',
      disabledAt: base.enabledChangedAt,
    });
  });
});

describe('urlErrors', () => {
  it('names the field url with the rule broken', () => {
    expect(urlErrors(undefined, false)).toEqual([]);
    expect(urlErrors('https://example.com/hook', false)).toEqual([]);
    expect(urlErrors('http://example.com/hook', false)).toEqual([
      expect.objectContaining({ field: 'url', code: 'insecure_url' }),
    ]);
    expect(urlErrors('http://example.com/hook', true)).toEqual([]);
    expect(urlErrors('https://u:p@example.com/', false)[0].code).toBe('url_has_credentials');
  });
});

describe('recoverRange', () => {
  const now = at('2026-11-22T12:00:00Z');

  it('defaults until to now and caps a later one at now', () => {
    expect(recoverRange('2026-11-22T00:00:00Z', undefined, now)).toEqual({
      since: at('2026-11-22T00:00:00Z'),
      until: now,
    });
    expect(recoverRange('2026-11-22T00:00:00Z', '2026-12-01T00:00:00Z', now)).toEqual({
      since: at('2026-11-22T00:00:00Z'),
      until: now,
    });
  });

  it(`refuses since more than ${RECOVER_MAX_DAYS} days back, an empty range, and since in the future`, () => {
    expect(recoverRange('2026-11-01T00:00:00Z', undefined, now)).toEqual({
      errors: [expect.objectContaining({ field: 'since', code: 'out_of_range' })],
    });
    expect(recoverRange('2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z', now)).toEqual({
      errors: [expect.objectContaining({ field: 'until', code: 'out_of_range' })],
    });
    expect(recoverRange('2026-11-23T00:00:00Z', undefined, now)).toEqual({
      errors: [expect.objectContaining({ field: 'since', code: 'out_of_range' })],
    });
  });
});
