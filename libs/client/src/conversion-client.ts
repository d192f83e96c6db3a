import { ConversionApiError } from './errors';
import { EventQueue, QueueOptions } from './event-queue';
import { CallOptions, ClientStats, HttpTransport } from './http-transport';
import { DEFAULT_RETRY, nextDelayMs, RetryOptions } from './retry-policy';
import { sleep } from './sleep';
import { SseParser } from './sse-parser';
import {
  AdjustmentBatchResult,
  AdjustmentFilters,
  AdjustmentReceipt,
  BatchResult,
  Campaign,
  CampaignInput,
  CampaignReport,
  ConversionAdjustment,
  ConversionEvent,
  ConversionTest,
  EventFilters,
  EventReceipt,
  Page,
  Problem,
  RecordedAdjustment,
  RecordedEvent,
  StoredAdjustmentReceipt,
  StoredEventReceipt,
} from './types';

/** The body of a 202 (docs/api.md#suppression): the contact is suppressed, nothing was recorded. */
interface SuppressedAnswer {
  status: 'suppressed';
  externalId: string;
}

/**
 * The platform's API for one workspace: send events one at a time, in batches or through a
 * background queue; retract or restate them (adjustments); read events, adjustments, campaigns, reports and the conversion-test panel, live. Every
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

export class ConversionClient {
  readonly events: EventsApi;
  readonly adjustments: AdjustmentsApi;
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
    this.adjustments = new AdjustmentsApi(this.transport, base, retry);
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

type BatchPost<R> = (items: unknown[]) => Promise<{ body: R }>;

interface BatchShape {
  results: { index: number; status: string; errors?: { code: string }[] }[];
  summary: object;
}

const inProgressItem = (item: BatchShape['results'][number]) =>
  item.status === 'rejected' && !!item.errors?.some((e) => e.code === 'request_in_progress');

/**
 * One batch request (1 to 1,000 items), then again for the items answered `request_in_progress`
 * (another request holds their id right now: a single send would get 409), with the retry
 * policy's backoff and within its time budget, until each has its real outcome. Shared by events
 * and adjustments, whose batches answer alike. Only those are sent again: a `suppressed` item
 * (its contact is on the suppression list) is an outcome, and resending it would change nothing.
 */
async function sendBatch<R extends BatchShape>(
  items: unknown[],
  what: 'events' | 'adjustments',
  post: BatchPost<R>,
  retry: RetryOptions | false,
  signal: AbortSignal | undefined,
): Promise<R> {
  if (items.length < 1 || items.length > MAX_BATCH)
    throw new RangeError(
      `a batch holds 1 to ${MAX_BATCH} ${what}, not ${items.length}: split it${what === 'events' ? ', or use client.queue()' : ''}`,
    );
  const started = Date.now();
  const result = (await post(items)).body;
  let pending = result.results.filter(inProgressItem).map((r) => r.index);
  for (let round = 1; pending.length && retry && round < retry.maxAttempts; round++) {
    // The other request holds the id for about a second (its Retry-After on a 409).
    const delay = nextDelayMs(round, retry, 1000);
    if (Date.now() - started + delay > retry.maxElapsedMs) break;
    await sleep(delay, signal);
    const again = (await post(pending.map((index) => items[index]))).body;
    const still: number[] = [];
    again.results.forEach((item, j) => {
      const index = pending[j];
      result.results[index] = { ...item, index };
      if (inProgressItem(item)) still.push(index);
    });
    pending = still;
  }
  const count = (status: string) => result.results.filter((r) => r.status === status).length;
  result.summary = {
    recorded: count('recorded'),
    alreadyReceived: count('already_received'),
    rejected: count('rejected'),
    ...(what === 'adjustments' ? { notFound: count('not_found') } : {}),
    suppressed: count('suppressed'),
  };
  return result;
}

/** Every item of a paged list, page after page. */
async function* everyPage<T, F extends { cursor?: string }>(
  list: (filters: F) => Promise<Page<T>>,
  filters: Omit<F, 'cursor'>,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const page = await list({ ...filters, cursor } as F);
    yield* page.data;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

class EventsApi {
  constructor(
    private readonly http: HttpTransport,
    private readonly base: string,
    private readonly retry: RetryOptions | false,
  ) {}

  /**
   * Sends one event. Resolves with `created: true` (201, recorded now), `created: false` (200,
   * its externalId was recorded before; `id` names the original), or `status: 'suppressed'` (202:
   * its contact is on the workspace's suppression list; nothing recorded, and not retried).
   */
  async send(event: ConversionEvent, options: Pick<CallOptions, 'signal'> = {}): Promise<EventReceipt> {
    const { status, body } = await this.http.call<Omit<StoredEventReceipt, 'created'> | SuppressedAnswer>(
      'POST',
      `${this.base}/events`,
      {
        ...options,
        body: event,
      },
    );
    if (body.status === 'suppressed')
      return { status: 'suppressed', externalId: body.externalId, created: false };
    return { ...body, created: status === 201 };
  }

  /**
   * Sends up to 1,000 events in one request; each gets its own result, at its index. An item the
   * platform answers `rejected` with code `request_in_progress` (its externalId is being recorded
   * by another request right now: a single send would get 409) is sent again on its own, with the
   * same backoff and within the same time budget as any retry, until it has its real outcome.
   */
  sendBatch(events: ConversionEvent[], options: Pick<CallOptions, 'signal'> = {}): Promise<BatchResult> {
    return sendBatch(
      events,
      'events',
      (items) =>
        this.http.call<BatchResult>('POST', `${this.base}/events/batch`, {
          ...options,
          body: { events: items },
        }),
      this.retry,
      options.signal,
    );
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
  iterate(filters: Omit<EventFilters, 'cursor'> = {}): AsyncGenerator<RecordedEvent> {
    return everyPage((f: EventFilters) => this.list(f), filters);
  }
}

/**
 * Adjustments of sent events (docs/api.md#adjustments): retract a conversion (a refund, a
 * cancellation) or restate its value (a partial return). Each is recorded once per adjustmentId,
 * like an event per externalId, so every call retries what is safe to retry with the same body.
 */
class AdjustmentsApi {
  constructor(
    private readonly http: HttpTransport,
    private readonly base: string,
    private readonly retry: RetryOptions | false,
  ) {}

  /** The conversion sent with `externalId` no longer counts; its value goes to zero. */
  retract(
    adjustment: Omit<ConversionAdjustment, 'type' | 'valueMinor' | 'currency'>,
    options: Pick<CallOptions, 'signal'> = {},
  ): Promise<AdjustmentReceipt> {
    return this.send({ ...adjustment, type: 'retraction' }, options);
  }

  /** The conversion sent with `externalId` is now worth `valueMinor` in `currency` (its own). */
  restate(
    adjustment: Omit<ConversionAdjustment, 'type' | 'valueMinor' | 'currency'> & {
      valueMinor: number | string;
      currency: string;
    },
    options: Pick<CallOptions, 'signal'> = {},
  ): Promise<AdjustmentReceipt> {
    return this.send({ ...adjustment, type: 'restatement' }, options);
  }

  /**
   * Sends one adjustment. Resolves with `created: true` (201) or `created: false` (200: its
   * adjustmentId was recorded before; `id` names the original), or `status: 'suppressed'` (202:
   * the event's contact is on the suppression list; nothing recorded, and not retried). An
   * unknown externalId is a ConversionApiError with status 404, not retried: the event must be
   * sent first.
   */
  async send(
    adjustment: ConversionAdjustment,
    options: Pick<CallOptions, 'signal'> = {},
  ): Promise<AdjustmentReceipt> {
    const { status, body } = await this.http.call<
      Omit<StoredAdjustmentReceipt, 'created'> | (SuppressedAnswer & { adjustmentId: string })
    >('POST', `${this.base}/adjustments`, { ...options, body: adjustment });
    if (body.status === 'suppressed') {
      return {
        status: 'suppressed',
        adjustmentId: body.adjustmentId,
        externalId: body.externalId,
        created: false,
      };
    }
    return { ...body, created: status === 201 };
  }

  /** Up to 1,000 adjustments in one request, each with its own result, as events' sendBatch. */
  sendBatch(
    adjustments: ConversionAdjustment[],
    options: Pick<CallOptions, 'signal'> = {},
  ): Promise<AdjustmentBatchResult> {
    return sendBatch(
      adjustments,
      'adjustments',
      (items) =>
        this.http.call<AdjustmentBatchResult>('POST', `${this.base}/adjustments/batch`, {
          ...options,
          body: { adjustments: items },
        }),
      this.retry,
      options.signal,
    );
  }

  async get(id: string): Promise<RecordedAdjustment> {
    const path = `${this.base}/adjustments/${encodeURIComponent(id)}`;
    return (await this.http.call<RecordedAdjustment>('GET', path)).body;
  }

  /** One page, newest first; `externalId` narrows it to one event's adjustments. */
  async list(filters: AdjustmentFilters = {}): Promise<Page<RecordedAdjustment>> {
    return (
      await this.http.call<Page<RecordedAdjustment>>('GET', `${this.base}/adjustments`, {
        query: { ...filters },
      })
    ).body;
  }

  /** Every adjustment matching the filters, page after page. */
  iterate(filters: Omit<AdjustmentFilters, 'cursor'> = {}): AsyncGenerator<RecordedAdjustment> {
    return everyPage((f: AdjustmentFilters) => this.list(f), filters);
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
