/** The "recorded" markers of one turn of the event loop go to Redis as one pipeline. */
import { DedupeClaimsRepository, RecordedMarker } from './dedupe-claims.repository';

interface Waiting {
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * The "recorded" markers asked for during one turn of the event loop go to Redis as one pipeline,
 * whichever requests they come from. InsertBatcher answers every request of a grouped insert in
 * the same turn, so under load the markers that follow one commit share one round trip instead of
 * taking one each.
 *
 * Each caller still waits for the pipeline that holds its markers, so a request is answered after
 * its marker is written; and callers mark only rows that have committed, so a marker
 * still never precedes its commit. If the pipeline fails, every caller in it gets the error.
 */
export class MarkerBatcher {
  private entries: { key: string; marker: RecordedMarker }[] = [];
  private waiting: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly claims: DedupeClaimsRepository,
    private readonly retentionSeconds: number,
  ) {}

  mark(entries: { key: string; marker: RecordedMarker }[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.entries.push(...entries);
      this.waiting.push({ resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const entries = this.entries;
    const waiting = this.waiting;
    this.entries = [];
    this.waiting = [];
    this.claims.markRecorded(entries, this.retentionSeconds).then(
      () => {
        for (const caller of waiting) caller.resolve();
      },
      (err: unknown) => {
        for (const caller of waiting) caller.reject(err);
      },
    );
  }
}
