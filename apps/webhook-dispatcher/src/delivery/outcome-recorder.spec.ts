import { Logger } from '@nestjs/common';
import {
  AttemptRow,
  DeliveryUpdate,
  HealthUpdate,
  OutcomesRepository,
  RecordResult,
} from './outcomes.repository';
import { healthOf, Outcome, OutcomeRecorder } from './outcome-recorder';

const T = (s: number) => new Date(Date.UTC(2026, 10, 21, 13, 0, s));

function outcome(endpointId: string, messageId: string, health: Outcome['health'], at = T(0)): Outcome {
  const update: DeliveryUpdate = {
    endpointId,
    messageId,
    leaseUntil: T(60),
    status: health === 'success' ? 'delivered' : 'failing',
    scheduleStep: 1,
    nextAttemptAt: health === 'success' ? null : T(5),
    attemptedAt: at,
    lastError: health === 'success' ? null : 'answered 500',
  };
  const attempt: AttemptRow = {
    endpointId,
    messageId,
    attemptedAt: at,
    statusCode: health === 'success' ? 200 : 500,
    durationMs: 3,
    error: null,
    responseBody: 'ok',
  };
  return { update, attempt, health };
}

class FakeRepository {
  calls: { attempts: AttemptRow[]; updates: DeliveryUpdate[]; health: HealthUpdate[] }[] = [];
  failures = 0;
  async record(
    attempts: AttemptRow[],
    updates: DeliveryUpdate[],
    health: HealthUpdate[],
  ): Promise<RecordResult> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('connection terminated');
    }
    this.calls.push({ attempts, updates, health });
    return {
      updated: updates.length,
      health: health.map((h) => ({ endpointId: h.endpointId, failingSince: h.failingSince })),
    };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('healthOf', () => {
  it('ends on the last attempt of each endpoint, in the order they started', () => {
    expect(
      healthOf([
        outcome('ep_a', 'm1', 'failure', T(1)),
        outcome('ep_a', 'm2', 'success', T(2)),
        outcome('ep_a', 'm3', 'failure', T(4)),
        outcome('ep_a', 'm4', 'failure', T(3)),
        outcome('ep_b', 'm1', 'failure', T(3)),
        outcome('ep_b', 'm2', 'success', T(5)),
      ]),
    ).toEqual([
      { endpointId: 'ep_a', lastSuccessAt: T(2), failingSince: T(3) },
      { endpointId: 'ep_b', lastSuccessAt: T(5), failingSince: null },
    ]);
  });

  it('ignores outcomes that say nothing of the endpoint', () => {
    const noAttempt: Outcome = { ...outcome('ep_a', 'm1', null), attempt: null };
    const ourFault: Outcome = outcome('ep_b', 'm1', null);
    expect(healthOf([noAttempt, ourFault])).toEqual([]);
  });
});

describe('OutcomeRecorder', () => {
  beforeAll(() => {
    for (const level of ['log', 'warn', 'error'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
    }
  });
  afterAll(() => jest.restoreAllMocks());

  it('writes what gathered within the flush time as one batch', async () => {
    const repository = new FakeRepository();
    const results: RecordResult[] = [];
    const recorder = new OutcomeRecorder(repository as unknown as OutcomesRepository, {
      flushMs: 20,
      maxBatch: 100,
    });
    recorder.recorded.subscribe((r) => results.push(r));
    recorder.add(outcome('ep_a', 'm1', 'success'));
    recorder.add(outcome('ep_a', 'm2', 'failure', T(1)));
    recorder.add({ ...outcome('ep_b', 'm3', null), attempt: null });
    expect(repository.calls).toHaveLength(0);
    await sleep(60);
    expect(repository.calls).toHaveLength(1);
    expect(repository.calls[0].updates.map((u) => u.messageId)).toEqual(['m1', 'm2', 'm3']);
    expect(repository.calls[0].attempts.map((a) => a.messageId)).toEqual(['m1', 'm2']);
    expect(results[0].health).toEqual([{ endpointId: 'ep_a', failingSince: T(1) }]);
    await recorder.close();
  });

  it('writes at once when a batch is full, one batch at a time', async () => {
    const repository = new FakeRepository();
    const recorder = new OutcomeRecorder(repository as unknown as OutcomesRepository, {
      flushMs: 10_000,
      maxBatch: 2,
    });
    for (let i = 0; i < 5; i++) recorder.add(outcome('ep_a', `m${i}`, 'success'));
    await sleep(10);
    expect(repository.calls.map((c) => c.updates.length)).toEqual([2, 2]);
    await recorder.close();
    expect(repository.calls.map((c) => c.updates.length)).toEqual([2, 2, 1]);
  });

  it('keeps a batch whose write failed and writes it again', async () => {
    const repository = new FakeRepository();
    repository.failures = 2;
    const recorder = new OutcomeRecorder(repository as unknown as OutcomesRepository, {
      flushMs: 5,
      maxBatch: 100,
    });
    recorder.add(outcome('ep_a', 'm1', 'success'));
    await sleep(600);
    recorder.add(outcome('ep_a', 'm2', 'success'));
    await recorder.close();
    expect(repository.calls.flatMap((c) => c.updates.map((u) => u.messageId))).toEqual(['m1', 'm2']);
  });

  it('gives up on close after a few tries: the leases bring those deliveries back', async () => {
    const repository = new FakeRepository();
    repository.failures = 100;
    const recorder = new OutcomeRecorder(repository as unknown as OutcomesRepository, {
      flushMs: 5,
      maxBatch: 100,
    });
    const warn = jest.spyOn(Logger.prototype, 'warn');
    recorder.add(outcome('ep_a', 'm1', 'success'));
    await recorder.close(2);
    expect(repository.calls).toHaveLength(0);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/^1 delivery outcomes could not be written/));
  });
});
