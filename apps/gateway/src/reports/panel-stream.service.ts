import { BeforeApplicationShutdown, Inject, Injectable, MessageEvent } from '@nestjs/common';
import {
  auditTime,
  catchError,
  concatMap,
  defer,
  EMPTY,
  distinctUntilChanged,
  filter,
  finalize,
  from,
  interval,
  map,
  merge,
  Observable,
  startWith,
  Subject,
  takeUntil,
} from 'rxjs';
import { ProblemCode, ProblemException } from '@app/http';
import { ConversionTestDto } from './dto/conversion-test.dto';
import { PanelChangesListener } from './panel-changes.listener';
import { ReportsService } from './reports.service';

export const PANEL_STREAM_SETTINGS = Symbol('PANEL_STREAM_SETTINGS');
export interface PanelStreamSettings {
  maxStreams: number;
  heartbeatMs: number;
  pollMs: number;
}

/** Several changes of one panel within this window are read once. */
const COALESCE_MS = 100;

/**
 * The live conversion-test panel as Server-Sent Events. A stream sends the panel at once, then
 * again whenever it changes: on the projection's change notices (Postgres NOTIFY, through
 * PanelChangesListener), on a slow poll as a safety net, and never the same panel twice in a
 * row. A comment every so often keeps proxies from closing an idle stream. Streams end when the
 * client leaves or the gateway shuts down (an EventSource then reconnects to another replica).
 */
@Injectable()
export class PanelStreamService implements BeforeApplicationShutdown {
  private open = 0;
  private readonly closing = new Subject<void>();

  constructor(
    private readonly reports: ReportsService,
    private readonly listener: PanelChangesListener,
    @Inject(PANEL_STREAM_SETTINGS) private readonly settings: PanelStreamSettings,
  ) {}

  get openStreams(): number {
    return this.open;
  }

  /**
   * Refuses a stream the client should not get, while an answer can still be a problem document
   * (once a stream has started, its status is 200 for good). Called by PanelStreamGuard.
   */
  async admit(workspaceId: string, campaignId: string): Promise<void> {
    if (this.open >= this.settings.maxStreams) {
      throw new ProblemException(
        503,
        ProblemCode.Unavailable,
        `This gateway holds its maximum of ${this.settings.maxStreams} live streams. Retry after the time in Retry-After, or poll GET .../conversion-test meanwhile.`,
        { headers: { 'retry-after': '5' } },
      );
    }
    await this.reports.mustExist(workspaceId, campaignId);
  }

  stream(workspaceId: string, campaignId: string): Observable<MessageEvent> {
    const changed = this.listener.changes.pipe(
      filter((c) => c === 'resync' || (c.workspaceId === workspaceId && c.campaignId === campaignId)),
    );
    const panels = merge(changed, interval(this.settings.pollMs)).pipe(
      auditTime(COALESCE_MS),
      startWith('first'),
      // A failed read (Postgres away for a moment) skips this update; the next one retries.
      concatMap(() =>
        from(this.reports.conversionTest(workspaceId, campaignId)).pipe(catchError(() => EMPTY)),
      ),
      map((panel) => ({ panel, json: JSON.stringify(panel) })),
      distinctUntilChanged((a, b) => a.json === b.json),
      map(({ panel }): MessageEvent => ({ type: 'panel', id: panelId(panel), data: panel })),
    );
    const heartbeats = interval(this.settings.heartbeatMs).pipe(
      map((): MessageEvent => ({ comment: 'keep-alive' })),
    );
    // Counted from subscription (the stream started) to its end, whichever way it ends.
    return defer(() => {
      this.open++;
      return merge(panels, heartbeats).pipe(
        takeUntil(this.closing),
        finalize(() => this.open--),
      );
    });
  }

  /** Ends every open stream (shutdown: before the HTTP server waits for its connections). */
  closeAll(): void {
    this.closing.next();
  }

  beforeApplicationShutdown(): void {
    this.closeAll();
  }
}

function panelId(panel: ConversionTestDto): string {
  return panel.latest ? `${panel.latest.submissionId}.${panel.latest.status}` : 'empty';
}
