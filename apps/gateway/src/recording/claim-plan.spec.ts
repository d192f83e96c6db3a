// planClaims: which items a call inserts, answers at once or waits for, from their claims' states.
import { Item, planClaims } from './claim-plan';

const item = (index: number, hash = 'ab'): Item => ({
  index,
  key: `dedupe:w1:e${index}`,
  value: { payloadHash: Buffer.from(hash, 'hex'), test: false },
});

describe('planClaims', () => {
  it('inserts what was claimed, answers what is recorded, waits for what is in flight', () => {
    const plan = planClaims(
      [item(0), item(1), item(2), item(3), item(4, 'cd')],
      [
        { state: 'claimed' },
        { state: 'done', eventId: 'id1', receivedAt: new Date(5), payloadHash: 'ab' },
        { state: 'pending' },
        { state: 'absent' },
        { state: 'done', eventId: 'id4', receivedAt: new Date(6), payloadHash: 'ab' },
      ],
    );
    expect(plan.toInsert.map((i) => i.index)).toEqual([0]);
    expect(plan.waiting.map((i) => i.index)).toEqual([2, 3]);
    expect(plan.answered).toEqual([
      {
        index: 1,
        outcome: {
          status: 'already_received',
          id: 'id1',
          receivedAt: new Date(5),
          payloadDiffers: false,
        },
      },
      {
        index: 4,
        outcome: {
          status: 'already_received',
          id: 'id4',
          receivedAt: new Date(6),
          payloadDiffers: true,
        },
      },
    ]);
  });

  it('Redis unreachable (no states): everything goes to Postgres', () => {
    const items = [item(0), item(1)];
    expect(planClaims(items, null)).toEqual({ toInsert: items, answered: [], waiting: [] });
  });
});
