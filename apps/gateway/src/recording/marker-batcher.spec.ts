// MarkerBatcher: one pipeline per turn of the event loop, and each caller answered after its own.
import { DedupeClaimsRepository, RecordedMarker } from './dedupe-claims.repository';
import { MarkerBatcher } from './marker-batcher';

const marker = (eventId: string): RecordedMarker => ({
  eventId,
  receivedAt: new Date(0),
  payloadHash: Buffer.alloc(1),
});

describe('MarkerBatcher', () => {
  let pipelines: string[][];
  let failing: boolean;
  let batcher: MarkerBatcher;

  beforeEach(() => {
    pipelines = [];
    failing = false;
    const claims = {
      markRecorded: async (entries: { key: string }[], retentionSeconds: number) => {
        expect(retentionSeconds).toBe(60);
        pipelines.push(entries.map((e) => e.key));
        if (failing) throw new Error('Connection is closed.');
      },
    };
    batcher = new MarkerBatcher(claims as unknown as DedupeClaimsRepository, 60);
  });

  it('writes the markers of one turn, from any number of callers, in one round trip', async () => {
    await Promise.all([
      batcher.mark([{ key: 'a', marker: marker('1') }]),
      batcher.mark([
        { key: 'b', marker: marker('2') },
        { key: 'c', marker: marker('3') },
      ]),
    ]);
    expect(pipelines).toEqual([['a', 'b', 'c']]);
    await batcher.mark([{ key: 'd', marker: marker('4') }]);
    expect(pipelines).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('answers a caller only once its markers are written, and gives every caller the failure', async () => {
    let written = false;
    const first = batcher.mark([{ key: 'a', marker: marker('1') }]).then(() => (written = true));
    await Promise.resolve();
    expect(written).toBe(false);
    await first;
    expect(written).toBe(true);

    failing = true;
    const results = await Promise.allSettled([
      batcher.mark([{ key: 'b', marker: marker('2') }]),
      batcher.mark([{ key: 'c', marker: marker('3') }]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('costs nothing when there is nothing to mark', async () => {
    await batcher.mark([]);
    expect(pipelines).toEqual([]);
  });
});
