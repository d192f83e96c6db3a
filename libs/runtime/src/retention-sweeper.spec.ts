import { describeRemoved, drainStep, Removed, SweepReport } from './retention-sweeper';

describe('drainStep', () => {
  /** A step that removes from a stock of rows, at most `limit` a batch, as a DELETE ... LIMIT would. */
  function stock(rows: number, table = 'events') {
    let left = rows;
    return (limit: number) => async (): Promise<Removed> => {
      const n = Math.min(left, limit);
      left -= n;
      return { [table]: n };
    };
  }

  it('runs batches until one comes back short, adding up what each removed', async () => {
    const report: SweepReport = { removed: {}, batches: 0 };
    await drainStep(stock(5)(2), 2, report);
    expect(report).toEqual({ removed: { events: 5 }, batches: 3 });
  });

  it('runs one more batch when the last full one emptied the table (it cannot know it did)', async () => {
    const report: SweepReport = { removed: {}, batches: 0 };
    await drainStep(stock(4)(2), 2, report);
    expect(report).toEqual({ removed: { events: 4 }, batches: 3 });
  });

  it('keeps going while any table of the step came back full', async () => {
    const counts = [
      { messages: 1, deliveries: 2 },
      { messages: 0, deliveries: 0 },
    ];
    const report: SweepReport = { removed: {}, batches: 0 };
    await drainStep(async () => counts.shift()!, 2, report);
    expect(report).toEqual({ removed: { messages: 1, deliveries: 2 }, batches: 2 });
  });

  it('tells of each batch that removed something, and stops between batches when told to', async () => {
    const told: Removed[] = [];
    let stop = false;
    const report: SweepReport = { removed: {}, batches: 0 };
    const step = stock(10)(2);
    await drainStep(
      async () => {
        const removed = await step();
        if (report.batches === 1) stop = true;
        return removed;
      },
      2,
      report,
      (removed) => told.push(removed),
      () => stop,
    );
    expect(report).toEqual({ removed: { events: 4 }, batches: 2 });
    expect(told).toEqual([{ events: 2 }, { events: 2 }]);
  });

  it('an empty batch is not told of', async () => {
    const told: Removed[] = [];
    await drainStep(stock(0)(2), 2, { removed: {}, batches: 0 }, (r) => told.push(r));
    expect(told).toEqual([]);
  });
});

describe('describeRemoved', () => {
  it('names every table with its count, zeros too', () => {
    expect(describeRemoved({ events: 3, adjustments: 0 })).toBe('3 events, 0 adjustments');
    expect(describeRemoved({})).toBe('nothing');
  });
});
