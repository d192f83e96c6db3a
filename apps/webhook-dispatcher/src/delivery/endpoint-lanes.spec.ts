import { EndpointLanes } from './endpoint-lanes';

describe('EndpointLanes', () => {
  it('starts up to the per-endpoint cap and queues as many again behind it', () => {
    const lanes = new EndpointLanes<string>(2);
    expect(lanes.claimable('ep_a')).toBe(4);
    expect(lanes.admit('ep_a', 'a1')).toBe(true);
    expect(lanes.admit('ep_a', 'a2')).toBe(true);
    expect(lanes.admit('ep_a', 'a3')).toBe(false);
    expect(lanes.admit('ep_b', 'b1')).toBe(true);
    expect(lanes.inFlight).toBe(3);
    expect(lanes.inFlightTo('ep_a')).toBe(2);
    expect(lanes.claimable('ep_a')).toBe(1);
    expect(lanes.claimable('ep_b')).toBe(3);
    expect(lanes.drain()).toEqual(['a3']); // the only one queued
  });

  it('queues nothing with a queue depth of 0 (a lease too short to wait in)', () => {
    const lanes = new EndpointLanes<string>(2, 0);
    expect(lanes.claimable('ep_a')).toBe(2);
    lanes.admit('ep_a', 'a1');
    lanes.admit('ep_a', 'a2');
    expect(lanes.claimable('ep_a')).toBe(0);
    lanes.noteClaim(new Map([['ep_a', 2]]), new Map(), new Set());
    lanes.finish('ep_a');
    expect(lanes.wantsClaim('ep_a')).toBe(true);
  });

  it('hands the next queued delivery over when an attempt ends, in order', () => {
    const lanes = new EndpointLanes<string>(1);
    lanes.admit('ep_a', 'a1');
    lanes.admit('ep_a', 'a2');
    expect(lanes.finish('ep_a')).toBe('a2');
    expect(lanes.inFlight).toBe(1);
    expect(lanes.drain()).toEqual([]);
    expect(lanes.finish('ep_a')).toBeUndefined();
    expect(lanes.inFlight).toBe(0);
    expect([...lanes.active()]).toEqual([]);
  });

  it('keeps one slow endpoint from holding more than its own slots', () => {
    const lanes = new EndpointLanes<string>(2);
    for (let i = 0; i < 10; i++) lanes.admit('ep_slow', `s${i}`);
    expect(lanes.inFlightTo('ep_slow')).toBe(2);
    expect(lanes.claimable('ep_slow')).toBe(0);
    expect(lanes.admit('ep_fast', 'f1')).toBe(true);
  });

  it('drains the queue of one endpoint or all', () => {
    const lanes = new EndpointLanes<string>(1);
    lanes.admit('ep_a', 'a1');
    lanes.admit('ep_a', 'a2');
    lanes.admit('ep_b', 'b1');
    lanes.admit('ep_b', 'b2');
    expect(lanes.drain('ep_a')).toEqual(['a2']);
    expect(lanes.drain()).toEqual(['b2']);
    expect(lanes.drain()).toEqual([]);
    expect(lanes.inFlight).toBe(2);
  });

  it('counts a probe in flight without queueing it', () => {
    const lanes = new EndpointLanes<string>(1);
    lanes.startNow('ep_a');
    expect(lanes.inFlightTo('ep_a')).toBe(1);
    expect(lanes.finish('ep_a')).toBeUndefined();
    expect(lanes.inFlight).toBe(0);
  });

  describe('hunger: when to claim again for an endpoint', () => {
    it('wants a claim once an endpoint that took all it was offered is down to half', () => {
      const lanes = new EndpointLanes<string>(2);
      for (const id of ['a1', 'a2', 'a3', 'a4']) lanes.admit('ep_a', id);
      lanes.noteClaim(new Map([['ep_a', 4]]), new Map(), new Set());
      expect(lanes.wantsClaim('ep_a')).toBe(false);
      lanes.finish('ep_a');
      expect(lanes.wantsClaim('ep_a')).toBe(false);
      lanes.finish('ep_a');
      expect(lanes.wantsClaim('ep_a')).toBe(true);
    });

    it('does not want one for an endpoint that left slots: it is drained', () => {
      const lanes = new EndpointLanes<string>(2);
      lanes.admit('ep_a', 'a1');
      lanes.noteClaim(new Map([['ep_a', 1]]), new Map(), new Set());
      lanes.finish('ep_a');
      expect(lanes.wantsClaim('ep_a')).toBe(false);
    });

    it('stays hungry while the endpoint was skipped or had no slot, and forgets it when offered slots it did not take', () => {
      const lanes = new EndpointLanes<string>(1);
      lanes.admit('ep_a', 'a1');
      lanes.admit('ep_a', 'a2');
      lanes.noteClaim(new Map([['ep_a', 2]]), new Map(), new Set());
      lanes.noteClaim(new Map(), new Map([['ep_a', 0]]), new Set());
      lanes.noteClaim(new Map(), new Map([['ep_a', 1]]), new Set(['ep_a']));
      lanes.finish('ep_a');
      expect(lanes.wantsClaim('ep_a')).toBe(true);
      lanes.noteClaim(new Map(), new Map([['ep_a', 1]]), new Set());
      expect(lanes.wantsClaim('ep_a')).toBe(false);
    });

    it('judges hunger by what each endpoint was offered', () => {
      const lanes = new EndpointLanes<string>(4);
      lanes.noteClaim(
        new Map([
          ['ep_a', 3],
          ['ep_b', 3],
        ]),
        new Map([['ep_a', 3]]),
        new Set(),
      );
      expect(lanes.wantsClaim('ep_a')).toBe(true);
      expect(lanes.wantsClaim('ep_b')).toBe(false);
    });
  });
});
