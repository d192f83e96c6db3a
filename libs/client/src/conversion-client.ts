import { ConversionApiError } from './errors';
import { EventQueue, QueueOptions } from './event-queue';
import { CallOptions, ClientStats, HttpTransport } from './http-transport';
import { DEFAULT_RETRY, nextDelayMs, RetryOptions } from './retry-policy';
import { sleep } from './sleep';
import { SseParser } from './sse-parser';
import {
  BatchItemResult,
  BatchResult,
  Campaign,
  CampaignInput,
  CampaignReport,
  ConversionEvent,
  ConversionTest,
  EventFilters,
  EventReceipt,
  Page,
  Problem,
  RecordedEvent,
} from './types';

/**
 * The platform's API for one workspace: send events one at a time, in batches or through a
 * background queue; read events, campaigns, reports and the conversion-test panel, live. Every
 * call retries what is safe to retry (retry-policy.ts) within a bounded time.
 */

export interface ClientOptions {
  /** Where the gateway answers, such as `https://api.example.com` or `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** An API key (`cvk_...`) with the scopes the calls need. */
  apiKey: string;
  workspaceId: string;
  /** Per attempt. Default 10,000 ms. */
  timeoutMs?: number;
  /** Retry settings, or false to never retry. Defaults in DEFAULT_RETRY. */
  retry?: Partial<RetryOptions> | false;
  /** A fetch of your own (a proxy agent, tests). Default: the global fetch. */
  fetch?: typeof fetch;
  userAgent?: string;
}

const VERSION = '0.1.0';
const MAX_BATCH = 1000;

const inProgress = (item: BatchItemResult) =>
  item.status === 'rejected' && !!item.errors?.some((e) => e.code === 'request_in_progress');

export class ConversionClient {
  readonly events: EventsApi;
  readonly campaigns: CampaignsApi;
  readonly reports: ReportsApi;
  private readonly transport: HttpTransport;

  constructor(options: ClientOptions) {
    for (const name of ['baseUrl', 'apiKey', 'workspaceId'] as const) {
      if (!options[name]) throw new TypeError(`ConversionClient needs ${name}`);
    }
    const retry = options.retry === false ? false : { ...DEFAULT_RETRY, ...options.retry };
    this.transport = new HttpTransport({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs ?? 10_000,
      retry,
      fetch: options.fetch ?? globalThis.fetch,
      userAgent: options.userAgent ?? `conversion-platform-client/${VERSION} node/${process.versions.node}`,
    });
    const base = `v1/workspaces/${encodeURIComponent(options.workspaceId)}`;
    this.events = new EventsApi(this.transport, base, retry);
    this.campaigns = new CampaignsApi(this.transport, base);
    this.reports = new ReportsApi(this.transport, base, retry || DEFAULT_RETRY);
  }

  /** What this client has done so far: calls, attempts, retries, successes and failures. */
  stats(): ClientStats {
    return this.transport.stats();
  }

  /** A background queue sending this client's events in batches (event-queue.ts). */
  queue(options?: QueueOptions): EventQueue {
    return new EventQueue((events) => this.events.sendBatch(events), options);
  }
}

class EventsApi {
  constructor(
    private readonly http: HttpTransport,
    private readonly base: string,
    private readonly retry: RetryOptions | false,
  ) {}

  /**
   * Sends one event. Resolves with `created: true` (201, recorded now) or `created: false` (200,
   * its externalId was recorded before; `id` names the original).
   */
  async send(event: ConversionEvent, options: Pick<CallOptions, 'signal'> = {}): Promise<EventReceipt> {
    const { status, body } = await this.http.call<Omit<EventReceipt, 'created'>>(
      'POST',
      `${this.base}/events`,
      {
        ...options,
        body: event,
      },
    );
    return { ...body, created: status === 201 };
  }

  /**
   * Sends up to 1,000 events in one request; each gets its own result, at its index. An item the
   * platform answers `rejected` with code `request_in_progress` (its externalId is being recorded
   * by another request right now: a single send would get 409) is sent again on its own, with the
   * same backoff and within the same time budget as any retry, until it has its real outcome.
   */
  async sendBatch(
    events: ConversionEvent[],
    options: Pick<CallOptions, 'signal'> = {},
  ): Promise<BatchResult> {
    if (events.length < 1 || events.length > MAX_BATCH)
      throw new RangeError(
        `a batch holds 1 to ${MAX_BATCH} events, not ${events.length}: split it, or use client.queue()`,
      );
    const started = Date.now();
    const result = await this.postBatch(events, options);
    let pending = result.results.filter(inProgress).map((r) => r.index);
    for (let round = 1; pending.length && this.retry && round < this.retry.maxAttempts; round++) {
      // The other request holds the externalId for about a second (its Retry-After on a 409).
      const delay = nextDelayMs(round, this.retry, 1000);
      if (Date.now() - started + delay > this.retry.maxElapsedMs) break;
      await sleep(delay, options.signal);
      const again = await this.postBatch(
        pending.map((index) => events[index]),
        options,
      );
      const still: number[] = [];
      again.results.forEach((item, j) => {
        const index = pending[j];
        result.results[index] = { ...item, index };
        if (inProgress(item)) still.push(index);
      });
      pending = still;
    }
    const count = (status: BatchItemResult['status']) =>
      result.results.filter((r) => r.status === status).length;
    result.summary = {
      recorded: count('recorded'),
      alreadyReceived: count('already_received'),
      rejected: count('rejected'),
    };
    return result;
  }

  private async postBatch(
    events: ConversionEvent[],
    options: Pick<CallOptions, 'signal'>,
  ): Promise<BatchResult> {
    return (
      await this.http.call<BatchResult>('POST', `${this.base}/events/batch`, { ...options, body: { events } })
    ).body;
  }

  async get(id: string): Promise<RecordedEvent> {
    return (await this.http.call<RecordedEvent>('GET', `${this.base}/events/${encodeURIComponent(id)}`)).body;
  }

  /** One page, newest first; pass `nextCursor` as `cursor` for the next. */
  async list(filters: EventFilters = {}): Promise<Page<RecordedEvent>> {
    return (
      await this.http.call<Page<RecordedEvent>>('GET', `${this.base}/events`, { query: { ...filters } })
    ).body;
  }

  /** Every event matching the filters, page after page. */
  async *iterate(filters: Omit<EventFilters, 'cursor'> = {}): AsyncGenerator<RecordedEvent> {
    let cursor: string | undefined;
    do {
      const page = await this.list({ ...filters, cursor });
      yield* page.data;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
}

class CampaignsApi {
  constructor(
    private readonly http: HttpTransport,
    private readonly base: string,
  ) {}

  /** Creates or replaces campaign `id`. */
  async put(id: string, campaign: CampaignInput): Promise<Campaign> {
    return (
      await this.http.call<Campaign>('PUT', `${this.base}/campaigns/${encodeURIComponent(id)}`, {
        body: campaign,
      })
    ).body;
  }

  async get(id: string): Promise<Campaign> {
    return (await this.http.call<Campaign>('GET', `${this.base}/campaigns/${encodeURIComponent(id)}`)).body;
  }

  async list(page: { limit?: number; cursor?: string } = {}): Promise<Page<Campaign>> {
    return (await this.http.call<Page<Campaign>>('GET', `${this.base}/campaigns`, { query: page })).body;
  }
}

class ReportsApi {
  constructor(
    private readonly http: HttpTransport,
    private readonly base: string,
    private readonly retry: RetryOptions,
  ) {}

  async get(campaignId: string): Promise<CampaignReport> {
    return (await this.http.call<CampaignReport>('GET', `${this.campaign(campaignId)}/report`)).body;
  }

  /** The conversion-test panel: the campaign's latest submission and why it did or did not count. */
  async conversionTest(campaignId: string): Promise<ConversionTest> {
    return (await this.http.call<ConversionTest>('GET', `${this.campaign(campaignId)}/conversion-test`)).body;
  }

  /**
   * The panel live: yields the panel now and at every change, until `signal` aborts (then it
   * returns). A dropped connection is reopened with backoff; an error answer that retrying cannot
   * change (401, 403, 404) is thrown as a ConversionApiError.
   */
  async *watchConversionTest(
    campaignId: string,
    { signal }: { signal?: AbortSignal } = {},
  ): AsyncGenerator<ConversionTest> {
    const url = this.http.url(`${this.campaign(campaignId)}/conversion-test/stream`);
    let failures = 0;
    while (!signal?.aborted) {
      try {
        const res = await this.http.raw(url, {
          headers: this.http.headers({ accept: 'text/event-stream' }),
          signal,
        });
        if (!res.ok || !res.body) {
          const fallback: Problem = { type: 'about:blank', title: res.statusText, status: res.status };
          const problem = ((await res.json().catch(() => undefined)) as Problem | undefined) ?? fallback;
          const error = new ConversionApiError(
            problem,
            [429, 502, 503, 504].includes(res.status),
            failures + 1,
          );
          if (!error.retryable) throw error;
          throw Object.assign(error, { reconnect: true });
        }
        failures = 0;
        const parser = new SseParser();
        const decoder = new TextDecoder();
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          for (const message of parser.push(decoder.decode(chunk, { stream: true }))) {
            if (message.event === 'panel') yield JSON.parse(message.data) as ConversionTest;
          }
        }
      } catch (err) {
        if (signal?.aborted) return;
        if (err instanceof ConversionApiError && !(err as { reconnect?: boolean }).reconnect) throw err;
      }
      failures += 1;
      await new Promise((r) => setTimeout(r, nextDelayMs(failures, this.retry, undefined)));
    }
  }

  private campaign(id: string): string {
    return `${this.base}/campaigns/${encodeURIComponent(id)}`;
  }
}
