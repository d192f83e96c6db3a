import { CircuitBreaker } from './circuit-breaker';

const T0 = 1_000_000;

function trip(breaker: CircuitBreaker, endpointId: string, failures: number, now = T0): void {
  for (let i = 0; i < failures; i++) breaker.record(endpointId, false, false, now);
}

describe('CircuitBreaker', () => {
  it('stays closed below the threshold of consecutive failures', () => {
    const breaker = new CircuitBreaker(3, 1000);
    trip(breaker, 'ep_a', 2);
    expect(breaker.state('ep_a', T0)).toBe('closed');
    expect(breaker.admission(T0)).toEqual({ blocked: [], probes: [] });
  });

  it('counts consecutive failures only: a success starts again', () => {
    const breaker = new CircuitBreaker(3, 1000);
    trip(breaker, 'ep_a', 2);
    breaker.record('ep_a', true, false, T0);
    trip(breaker, 'ep_a', 2);
    expect(breaker.state('ep_a', T0)).toBe('closed');
  });

  it('opens at the threshold and blocks the endpoint alone', () => {
    const breaker = new CircuitBreaker(3, 1000);
    trip(breaker, 'ep_a', 3);
    trip(breaker, 'ep_b', 1);
    expect(breaker.state('ep_a', T0)).toBe('open');
    expect(breaker.admission(T0 + 999)).toEqual({ blocked: ['ep_a'], probes: [] });
    expect(breaker.counts(T0)).toEqual({ open: 1, half_open: 0 });
  });

  it('lets exactly one probe through once the open time has passed', () => {
    const breaker = new CircuitBreaker(3, 1000);
    trip(breaker, 'ep_a', 3);
    expect(breaker.state('ep_a', T0 + 1000)).toBe('half_open');
    expect(breaker.admission(T0 + 1000)).toEqual({ blocked: [], probes: ['ep_a'] });
    breaker.startProbe('ep_a');
    expect(breaker.admission(T0 + 1001)).toEqual({ blocked: ['ep_a'], probes: [] });
    expect(breaker.counts(T0 + 1001)).toEqual({ open: 0, half_open: 1 });
  });

  it('closes when the probe succeeds', () => {
    const breaker = new CircuitBreaker(3, 1000);
    trip(breaker, 'ep_a', 3);
    breaker.startProbe('ep_a');
    expect(breaker.record('ep_a', true, true, T0 + 1500)).toBe('closed');
    expect(breaker.admission(T0 + 1500)).toEqual({ blocked: [], probes: [] });
    trip(breaker, 'ep_a', 2, T0 + 1600);
    expect(breaker.state('ep_a', T0 + 1600)).toBe('closed');
  });

  it('opens again for twice as long while probes fail, up to 16 times the base', () => {
    const breaker = new CircuitBreaker(1, 1000);
    trip(breaker, 'ep_a', 1);
    let now = T0 + 1000;
    for (const expected of [2000, 4000, 8000, 16000, 16000, 16000]) {
      expect(breaker.admission(now).probes).toEqual(['ep_a']);
      breaker.startProbe('ep_a');
      expect(breaker.record('ep_a', false, true, now)).toBe('open');
      expect(breaker.state('ep_a', now + expected - 1)).toBe('open');
      expect(breaker.state('ep_a', now + expected)).toBe('half_open');
      now += expected;
    }
  });

  it('ignores failures of attempts that were not the probe while open or half-open', () => {
    const breaker = new CircuitBreaker(2, 1000);
    trip(breaker, 'ep_a', 2);
    expect(breaker.record('ep_a', false, false, T0 + 10)).toBe('open');
    expect(breaker.state('ep_a', T0 + 1000)).toBe('half_open');
    breaker.startProbe('ep_a');
    expect(breaker.record('ep_a', false, false, T0 + 1001)).toBe('half_open');
    expect(breaker.admission(T0 + 1002)).toEqual({ blocked: ['ep_a'], probes: [] });
  });

  it('closes on a success of an attempt started before it opened', () => {
    const breaker = new CircuitBreaker(2, 1000);
    trip(breaker, 'ep_a', 2);
    expect(breaker.record('ep_a', true, false, T0 + 10)).toBe('closed');
  });

  it('allows another probe when one ends without an attempt', () => {
    const breaker = new CircuitBreaker(1, 1000);
    trip(breaker, 'ep_a', 1);
    breaker.startProbe('ep_a');
    breaker.cancelProbe('ep_a');
    expect(breaker.admission(T0 + 1000).probes).toEqual(['ep_a']);
  });

  it('forgets an endpoint', () => {
    const breaker = new CircuitBreaker(1, 1000);
    trip(breaker, 'ep_a', 1);
    breaker.forget('ep_a');
    expect(breaker.state('ep_a', T0)).toBe('closed');
  });
});
