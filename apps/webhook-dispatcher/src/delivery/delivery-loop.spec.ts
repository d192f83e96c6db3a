import { Logger } from '@nestjs/common';
import { answer, delivery, endpoint, harness, sleep } from './delivery-engine.harness';

// DeliveryLoop: the loop: claims, starts, isolation between endpoints, shutdown; storage, directory and HTTP are fakes (delivery-engine.harness.ts).

describe('DeliveryLoop', () => {
  beforeAll(() => {
    for (const level of ['log', 'warn', 'error'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
    }
  });
  afterAll(() => jest.restoreAllMocks());

  it('sends a claimed delivery, signed with the endpoint keys, and records it delivered', async () => {
    const h = harness({ ep_a: endpoint('ep_a') }, { ep_a: () => answer({ ok: true, statusCode: 200 }) });
    const d = delivery('ep_a', 'msg_1');
    await h.run([d]);
    expect(h.sent.map(({ keys, ...rest }) => ({ ...rest, keys: keys.map((k) => k.export()) }))).toEqual([
      {
        url: 'https://ep_a.example.com/hooks',
        messageId: 'msg_1',
        body: d.body,
        keys: [Buffer.from('secret')],
      },
    ]);
    expect(h.update('msg_1')).toMatchObject({
      status: 'delivered',
      nextAttemptAt: null,
      lastError: null,
      leaseUntil: d.leaseUntil,
    });
    expect(h.repository.attempts).toHaveLength(1);
  });

  it('ends deliveries of deleted and disabled endpoints without a request', async () => {
    const h = harness(
      { ep_off: endpoint('ep_off', { enabled: false, offReason: 'switched off through the API' }) },
      {},
    );
    await h.run([delivery('ep_gone', 'msg_1'), delivery('ep_off', 'msg_2')]);
    expect(h.sent).toEqual([]);
    expect(h.update('msg_1')).toMatchObject({
      status: 'failed',
      attemptedAt: null,
      lastError: 'not sent: the endpoint was deleted',
    });
    expect(h.update('msg_2')).toMatchObject({
      status: 'failed',
      lastError: 'not sent: the endpoint is disabled (switched off through the API)',
    });
  });

  it('holds at most the per-endpoint cap in flight; a slow endpoint does not hold up another', async () => {
    let inFlightSlow = 0;
    let maxSlow = 0;
    // How many slow requests were still in flight when each fast one was sent: the fast endpoint
    // must be served while the slow one's first four hang, not after them (no clock involved).
    const slowInFlightAtFast: number[] = [];
    const h = harness(
      { ep_slow: endpoint('ep_slow'), ep_fast: endpoint('ep_fast') },
      {
        ep_slow: async () => {
          maxSlow = Math.max(maxSlow, ++inFlightSlow);
          await sleep(300);
          inFlightSlow--;
          return answer({ error: 'timeout' });
        },
        ep_fast: () => {
          slowInFlightAtFast.push(inFlightSlow);
          return answer({ ok: true, statusCode: 200 });
        },
      },
    );
    const slow = Array.from({ length: 8 }, (_, i) => delivery('ep_slow', `s${i}`));
    const fast = Array.from({ length: 4 }, (_, i) => delivery('ep_fast', `f${i}`));
    await h.run([...slow, ...fast]);
    expect(maxSlow).toBe(4);
    expect(slowInFlightAtFast).toEqual([4, 4, 4, 4]);
  });

  it('gives queued deliveries back on shutdown, unattempted', async () => {
    const h = harness(
      { ep_a: endpoint('ep_a') },
      {
        ep_a: async () => {
          await sleep(150);
          return answer({ ok: true, statusCode: 200 });
        },
      },
    );
    const claimed = Array.from({ length: 6 }, (_, i) =>
      delivery('ep_a', `m${i}`, { status: 'failing', scheduleStep: 1 }),
    );
    await h.run(claimed);
    expect(h.sent).toHaveLength(4);
    for (const id of ['m4', 'm5']) {
      expect(h.update(id)).toMatchObject({ status: 'failing', scheduleStep: 1, attemptedAt: null });
      expect(h.update(id)!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    for (const id of ['m0', 'm1', 'm2', 'm3']) expect(h.update(id)).toMatchObject({ status: 'delivered' });
  });
});
