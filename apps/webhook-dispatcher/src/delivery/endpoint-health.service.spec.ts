import { Logger } from '@nestjs/common';
import { answer, delivery, endpoint, harness } from './delivery-engine.harness';

// EndpointHealth: disabling, tripping and parking, through the running engine; storage, directory and HTTP are fakes (delivery-engine.harness.ts).

describe('EndpointHealth', () => {
  beforeAll(() => {
    for (const level of ['log', 'warn', 'error'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
    }
  });
  afterAll(() => jest.restoreAllMocks());

  it('fails a delivery on a 410 and disables its endpoint, saying why', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 410, error: 'answered 410' }) },
    );
    await h.run([delivery('ep_a', 'msg_1')]);
    expect(h.update('msg_1')).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(h.repository.disabled).toEqual([
      {
        endpointId: 'ep_a',
        reason: expect.stringMatching(/^The endpoint answered 410 Gone on /),
        basis: '2026-11-20 13:00:00.123456+00',
      },
    ]);
  });

  it('disables an endpoint that has failed for longer than allowed', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
      { disableAfterSeconds: 60 },
    );
    h.repository.failingSince.set('ep_a', new Date(Date.now() - 61_000));
    await h.run([delivery('ep_a', 'msg_1')]);
    expect(h.repository.disabled).toHaveLength(1);
    expect(h.repository.disabled[0].reason).toMatch(/^Every delivery has failed since .*more than 1 minute/);
  });

  it('logs a failure to check the endpoints after a written batch, and the engine goes on', async () => {
    const error = jest.spyOn(Logger.prototype, 'error');
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
      { disableAfterSeconds: 60 },
    );
    h.repository.failingSince.set('ep_a', new Date(Date.now() - 61_000));
    h.directory.peek = () => {
      throw new Error('directory broken');
    };
    await h.run([delivery('ep_a', 'msg_1')], [delivery('ep_a', 'msg_2')]);
    // Both outcomes written, on the retry schedule; the endpoint stays enabled.
    expect(h.update('msg_1')).toMatchObject({ status: 'failing' });
    expect(h.update('msg_2')).toMatchObject({ status: 'failing' });
    expect(h.repository.disabled).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('directory broken'));
  });

  it('opens the circuit after consecutive failures: the endpoint gets no slot in later claims', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      { ep_a: () => answer({ statusCode: 500, error: 'answered 500' }) },
    );
    await h.run([delivery('ep_a', 'm1'), delivery('ep_a', 'm2'), delivery('ep_a', 'm3')]);
    expect(h.circuits.state('ep_a', Date.now())).toBe('open');
    const last = h.repository.claims[h.repository.claims.length - 1];
    expect(last.caps).toContainEqual({ endpointId: 'ep_a', slots: 0 });
    expect(h.repository.parked).toContain('ep_a');
  });
});
