import { randomInt } from 'node:crypto';
import { ConversionClient, EventQueue } from '@app/client';

/**
 * The chaos run's integrators: SDK clients sending at a steady rate whatever breaks, some one event
 * at a time, some through the SDK's background queue in batches, about one in ten sends repeating
 * an externalId already sent (by any client) with the same body.
 *
 * Every HTTP attempt the SDK makes goes through an observing `fetch` (the SDK's `fetch` option),
 * which writes down its answer in the ledger: what the checks compare Postgres with, and an
 * independent count to hold the SDK's own stats against.
 */

export interface ChaosEvent {
  name: string;
  occurredAt: string;
  contactId: string;
  campaignId: string;
  valueMinor?: string;
  currency?: string;
  externalId: string;
}

export interface Acknowledgement {
  /** 201 (recorded) or 200 (already received). */
  status: 201 | 200;
  id: string;
}

/** What the platform answered, as the clients saw it. */
export class Ledger {
  readonly bodies = new Map<string, ChaosEvent>();
  readonly acknowledged = new Map<string, Acknowledgement[]>();
  /** Attempt answers by status ('network' for no answer). */
  readonly statuses = new Map<string, number>();
  /** 5xx answers that were not 503 with Retry-After, and not the load balancer's own. */
  readonly unexpected5xx: string[] = [];
  /** The load balancer's own 502s (a replica killed while it held the request). */
  proxy502 = 0;
  attemptsSeen = 0;
  /** Sends the SDK gave up on, by error name (never acknowledged: not a loss, but reported). */
  readonly sdkFailures = new Map<string, number>();
  rejectedItems = 0;
  /** Events handed to the SDK, repeats included, and how many of them were repeats. */
  sends = 0;
  repeats = 0;
  /** Set when the run failed: every further attempt is refused at once, so the clients wind down. */
  aborted = false;

  acknowledge(externalId: string, ack: Acknowledgement): void {
    const list = this.acknowledged.get(externalId) ?? [];
    list.push(ack);
    this.acknowledged.set(externalId, list);
  }

  count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

const bodyText = (init?: RequestInit): string =>
  typeof init?.body === 'string'
    ? init.body
    : init?.body
      ? Buffer.from(init.body as Uint8Array).toString('utf8')
      : '';

/** A `fetch` that notes each attempt's answer in the ledger before handing it to the SDK. */
export function observingFetch(ledger: Ledger, counter: { attempts: number }): typeof fetch {
  return async (input, init) => {
    if (ledger.aborted)
      return Response.json(
        { title: 'The chaos run was aborted', status: 400, code: 'chaos_run_aborted' },
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      );
    counter.attempts += 1;
    ledger.attemptsSeen += 1;
    let res: Response;
    try {
      res = await fetch(input, init);
    } catch (err) {
      ledger.count(ledger.statuses, 'network');
      throw err;
    }
    ledger.count(ledger.statuses, String(res.status));
    if (res.status >= 500) {
      if (res.headers.get('x-chaos-proxy') === '1') ledger.proxy502 += 1;
      else if (res.status !== 503 || !res.headers.get('retry-after'))
        ledger.unexpected5xx.push(`${res.status} ${init?.method ?? 'GET'} ${String(input)}`);
    }
    const url = String(input);
    if (init?.method === 'POST' && res.ok && /\/events(\/batch)?$/.test(url)) {
      const sent = JSON.parse(bodyText(init)) as ChaosEvent | { events: ChaosEvent[] };
      const answer = (await res.clone().json()) as {
        id: string;
        results?: { index: number; status: string; id?: string; errors?: { code: string }[] }[];
      };
      if ('events' in sent) {
        for (const r of answer.results ?? []) {
          const externalId = sent.events[r.index].externalId;
          if (r.status === 'recorded') ledger.acknowledge(externalId, { status: 201, id: r.id! });
          else if (r.status === 'already_received')
            ledger.acknowledge(externalId, { status: 200, id: r.id! });
          else if (r.errors?.some((e) => e.code === 'request_in_progress'))
            ledger.count(ledger.statuses, 'batch item in progress');
          else ledger.rejectedItems += 1;
        }
      } else {
        ledger.acknowledge(sent.externalId, { status: res.status as 201 | 200, id: answer.id });
      }
    }
    return res;
  };
}

const DAY = 86_400_000;

/** Makes the events: 70 % order_paid (a goal, with a value), 30 % page_view; ~10 % repeats. */
export class EventSource {
  private readonly made: ChaosEvent[] = [];
  private counter = 0;
  constructor(
    private readonly runId: string,
    private readonly ledger: Ledger,
    private readonly repeatShare = 0.1,
  ) {}

  next(): ChaosEvent {
    this.ledger.sends += 1;
    if (this.made.length > 20 && Math.random() < this.repeatShare) {
      this.ledger.repeats += 1;
      return this.made[randomInt(this.made.length)];
    }
    const goal = Math.random() < 0.7;
    const event: ChaosEvent = {
      name: goal ? 'order_paid' : 'page_view',
      occurredAt: new Date(Date.now() - randomInt(2 * DAY)).toISOString(),
      contactId: `contact-${randomInt(400)}`,
      campaignId: 'chaos',
      ...(goal
        ? { valueMinor: String(100 + randomInt(10_000)), currency: Math.random() < 0.5 ? 'EUR' : 'USD' }
        : {}),
      externalId: `chaos-${this.runId}-${++this.counter}`,
    };
    this.made.push(event);
    this.ledger.bodies.set(event.externalId, event);
    return event;
  }
}

export interface Sender {
  name: string;
  client: ConversionClient;
  /** The observing fetch's count of this client's attempts. */
  observed: { attempts: number };
  queue?: EventQueue;
  /** Stops the load and waits for the last sends and their retries. */
  stop(): Promise<void>;
  /** Stops the load at once (the run failed); with `ledger.aborted` set, pending retries end at their next try. */
  abort(): void;
}

export interface ClientSettings {
  baseUrl: string;
  apiKey: string;
  workspaceId: string;
  ledger: Ledger;
}

function newClient(settings: ClientSettings, observed: { attempts: number }): ConversionClient {
  return new ConversionClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    workspaceId: settings.workspaceId,
    timeoutMs: 10_000,
    // Long enough to outlast the longest outage the run causes (Postgres down, both gateways
    // restarting); a send that still fails is reported, never counted as acknowledged.
    retry: { maxAttempts: 40, maxElapsedMs: 90_000, baseDelayMs: 200, maxDelayMs: 3_000 },
    fetch: observingFetch(settings.ledger, observed),
    userAgent: 'chaos-run',
  });
}

/**
 * Calls `act` `perSecond` times a second, by the clock: a tick that comes late (the machine is
 * busy) makes up for the ones it missed, so the offered rate holds.
 */
function paced(perSecond: number, act: () => void): NodeJS.Timeout {
  const started = Date.now();
  let done = 0;
  return setInterval(() => {
    const due = Math.floor(((Date.now() - started) * perSecond) / 1000);
    for (; done < due; done++) act();
  }, 50);
}

/** Sends one event at a time, `perSecond` of them, without waiting for earlier answers (open loop). */
export function singleSender(
  name: string,
  settings: ClientSettings,
  source: EventSource,
  perSecond: number,
): Sender {
  const observed = { attempts: 0 };
  const client = newClient(settings, observed);
  const inFlight = new Set<Promise<void>>();
  const timer = paced(perSecond, () => {
    const send = client.events
      .send(source.next())
      .then(() => undefined)
      .catch((err: Error) => settings.ledger.count(settings.ledger.sdkFailures, err.name));
    inFlight.add(send);
    void send.finally(() => inFlight.delete(send));
  });
  return {
    name,
    client,
    observed,
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
    abort: () => clearInterval(timer),
  };
}

/** Enqueues `perSecond` events a second into the SDK's queue, which sends them in batches. */
export function queueSender(
  name: string,
  settings: ClientSettings,
  source: EventSource,
  perSecond: number,
): Sender {
  const observed = { attempts: 0 };
  const client = newClient(settings, observed);
  const queue = client.queue({
    maxBatchSize: 50,
    flushIntervalMs: 500,
    maxQueued: 20_000,
    overflow: 'block',
    flushOnExit: false,
    onError: (err) => settings.ledger.count(settings.ledger.sdkFailures, `queue: ${err.name}`),
  });
  const timer = paced(perSecond, () => void queue.enqueue(source.next()));
  return {
    name,
    client,
    observed,
    queue,
    async stop() {
      clearInterval(timer);
      await queue.close();
    },
    abort() {
      clearInterval(timer);
      void queue.close();
    },
  };
}
