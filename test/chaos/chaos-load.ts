import { randomInt } from 'node:crypto';
import { ConversionAdjustment, ConversionClient, EventQueue } from '@app/client';

/**
 * The chaos run's integrators: SDK clients sending at a steady rate whatever breaks, some one event
 * at a time, some through the SDK's background queue in batches, about one in ten sends repeating
 * an externalId already sent (by any client) with the same body; and, at about a tenth of the
 * event rate, adjustments (retractions and restatements) of events already acknowledged, one at a
 * time and in batches, some meant to be refused (docs/attribution.md#adjustment-reasons), some
 * repeated, some sent twice at once.
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

/** An adjustment as the chaos run sends it: valueMinor and currency only on a restatement. */
export type ChaosAdjustment = ConversionAdjustment;

export interface Acknowledgement {
  /** 201 (recorded) or 200 (already received). */
  status: 201 | 200;
  id: string;
}

/** What the platform answered, as the clients saw it. */
export class Ledger {
  readonly bodies = new Map<string, ChaosEvent>();
  readonly acknowledged = new Map<string, Acknowledgement[]>();
  /** The externalIds acknowledged, in the order first acknowledged: what adjustments may target. */
  readonly acknowledgedIds: string[] = [];
  /** The same for adjustments, by adjustmentId. */
  readonly adjustmentBodies = new Map<string, ChaosAdjustment>();
  readonly adjustmentsAcknowledged = new Map<string, Acknowledgement[]>();
  /** Adjustments answered 404 / not_found: the run adjusts only acknowledged events, so none. */
  adjustmentsNotFound = 0;
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
  /** Adjustments handed to the SDK, repeats and twins (the same one sent twice at once) included. */
  adjustmentSends = 0;
  adjustmentRepeats = 0;
  adjustmentTwins = 0;
  /** Set when the run failed: every further attempt is refused at once, so the clients wind down. */
  aborted = false;

  acknowledge(externalId: string, ack: Acknowledgement): void {
    if (!this.acknowledged.has(externalId)) this.acknowledgedIds.push(externalId);
    const list = this.acknowledged.get(externalId) ?? [];
    list.push(ack);
    this.acknowledged.set(externalId, list);
  }

  acknowledgeAdjustment(adjustmentId: string, ack: Acknowledgement): void {
    const list = this.adjustmentsAcknowledged.get(adjustmentId) ?? [];
    list.push(ack);
    this.adjustmentsAcknowledged.set(adjustmentId, list);
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

/**
 * Notes which externalIds (events) or adjustmentIds (adjustments) a successful POST acknowledged,
 * and under which id; a batch item still in progress is retried by the SDK and counted apart.
 */
async function noteAnswer(
  ledger: Ledger,
  what: 'events' | 'adjustments',
  sentText: string,
  res: Response,
): Promise<void> {
  const sent = JSON.parse(sentText) as Record<string, unknown>;
  const keyOf = (item: unknown) =>
    what === 'events' ? (item as ChaosEvent).externalId : (item as ChaosAdjustment).adjustmentId;
  const ack = (key: string, a: Acknowledgement) =>
    what === 'events' ? ledger.acknowledge(key, a) : ledger.acknowledgeAdjustment(key, a);
  const answer = (await res.clone().json()) as {
    id: string;
    results?: { index: number; status: string; id?: string; errors?: { code: string }[] }[];
  };
  const items = sent[what] as unknown[] | undefined;
  if (!items) {
    ack(keyOf(sent), { status: res.status as 201 | 200, id: answer.id });
    return;
  }
  for (const r of answer.results ?? []) {
    const key = keyOf(items[r.index]);
    if (r.status === 'recorded') ack(key, { status: 201, id: r.id! });
    else if (r.status === 'already_received') ack(key, { status: 200, id: r.id! });
    else if (r.errors?.some((e) => e.code === 'request_in_progress'))
      ledger.count(ledger.statuses, 'batch item in progress');
    else if (r.status === 'not_found') ledger.adjustmentsNotFound += 1;
    else ledger.rejectedItems += 1;
  }
}

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
    const what = /\/(events|adjustments)(\/batch)?$/.exec(url);
    if (init?.method === 'POST' && what?.[1] === 'adjustments' && res.status === 404)
      ledger.adjustmentsNotFound += 1;
    if (init?.method === 'POST' && res.ok && what) {
      await noteAnswer(ledger, what[1] === 'events' ? 'events' : 'adjustments', bodyText(init), res);
    }
    return res;
  };
}

const DAY = 86_400_000;

/**
 * Makes the events: 70 % order_paid (a goal, nearly all with a value: one in twenty without, so a
 * restatement of it is refused conversion_has_no_value), 30 % page_view; ~10 % repeats.
 */
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
      ...(goal && Math.random() >= 0.05
        ? { valueMinor: String(100 + randomInt(10_000)), currency: Math.random() < 0.5 ? 'EUR' : 'USD' }
        : {}),
      externalId: `chaos-${this.runId}-${++this.counter}`,
    };
    this.made.push(event);
    this.ledger.bodies.set(event.externalId, event);
    return event;
  }
}

/**
 * Makes adjustments of events a client has had acknowledged (so they are stored: an adjustment of
 * an unknown externalId is answered 404), each meant for an outcome of
 * docs/attribution.md#adjustment-reasons: restatements in the event's currency and retractions
 * (refused conversion_not_counted when the event was not counted, conversion_has_no_value when it
 * had no value), restatements in the other currency, second restatements, adjustments of events
 * already retracted, some dated before their conversion; ~10 % repeat an adjustment already sent,
 * with the same body. Which outcome each gets is not assumed here: the checks recompute it from
 * Postgres.
 */
export class AdjustmentSource {
  private readonly made: ChaosAdjustment[] = [];
  private readonly retracted: string[] = [];
  private readonly restated: string[] = [];
  private counter = 0;
  constructor(
    private readonly runId: string,
    private readonly ledger: Ledger,
    private readonly repeatShare = 0.1,
  ) {}

  /** The next adjustment, or null while no event has been acknowledged yet. */
  next(): ChaosAdjustment | null {
    const { acknowledgedIds, bodies } = this.ledger;
    if (acknowledgedIds.length === 0) return null;
    this.ledger.adjustmentSends += 1;
    if (this.made.length > 20 && Math.random() < this.repeatShare) {
      this.ledger.adjustmentRepeats += 1;
      return this.made[randomInt(this.made.length)];
    }
    const roll = Math.random();
    const pick = (from: string[]) => from[randomInt(from.length)];
    const externalId =
      roll < 0.1 && this.retracted.length
        ? pick(this.retracted)
        : roll < 0.2 && this.restated.length
          ? pick(this.restated)
          : pick(acknowledgedIds);
    const event = bodies.get(externalId)!;
    const retraction = roll >= 0.2 && roll < 0.55;
    const otherCurrency = roll >= 0.9;
    const before = Math.random() < 0.05;
    const occurredAt = before
      ? new Date(Date.parse(event.occurredAt) - 3_600_000).toISOString()
      : new Date().toISOString();
    const currency = event.currency ?? 'EUR';
    const adjustment: ChaosAdjustment = {
      adjustmentId: `chaos-adj-${this.runId}-${++this.counter}`,
      externalId,
      type: retraction ? 'retraction' : 'restatement',
      occurredAt,
      ...(retraction
        ? {}
        : {
            valueMinor: String(randomInt(10_000)),
            currency: otherCurrency ? (currency === 'EUR' ? 'USD' : 'EUR') : currency,
          }),
    };
    (retraction ? this.retracted : this.restated).push(externalId);
    this.made.push(adjustment);
    this.ledger.adjustmentBodies.set(adjustment.adjustmentId, adjustment);
    return adjustment;
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

/**
 * A client calling `act` `perSecond` times a second without waiting for earlier answers (open
 * loop); each send `act` starts is handed to `track`, and a failed one is counted under its error's
 * name (`what`) in the ledger. `stop` waits for those in flight.
 */
function openLoopSender(
  name: string,
  settings: ClientSettings,
  what: string,
  perSecond: number,
  act: (client: ConversionClient, track: (send: Promise<unknown>) => void) => void,
): Sender {
  const observed = { attempts: 0 };
  const client = newClient(settings, observed);
  const inFlight = new Set<Promise<void>>();
  const track = (send: Promise<unknown>) => {
    const settled = send
      .then(() => undefined)
      .catch((err: Error) => settings.ledger.count(settings.ledger.sdkFailures, `${what}${err.name}`));
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
  };
  const timer = paced(perSecond, () => act(client, track));
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

/** Sends one event at a time, `perSecond` of them, without waiting for earlier answers (open loop). */
export function singleSender(
  name: string,
  settings: ClientSettings,
  source: EventSource,
  perSecond: number,
): Sender {
  return openLoopSender(name, settings, '', perSecond, (client, track) =>
    track(client.events.send(source.next())),
  );
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

/**
 * Sends `perSecond` adjustments a second, one at a time (open loop); one in twenty is sent twice at
 * once, as an integrator's retry racing its first attempt would.
 */
export function adjustmentSender(
  name: string,
  settings: ClientSettings,
  source: AdjustmentSource,
  perSecond: number,
): Sender {
  return openLoopSender(name, settings, 'adjustment: ', perSecond, (client, track) => {
    const adjustment = source.next();
    if (!adjustment) return;
    track(client.adjustments.send(adjustment));
    if (Math.random() < 0.05) {
      settings.ledger.adjustmentTwins += 1;
      track(client.adjustments.send(adjustment));
    }
  });
}

/** Sends `perSecond` adjustments a second in batches of `batchSize` (client.adjustments.sendBatch). */
export function adjustmentBatchSender(
  name: string,
  settings: ClientSettings,
  source: AdjustmentSource,
  perSecond: number,
  batchSize = 10,
): Sender {
  return openLoopSender(name, settings, 'adjustment batch: ', perSecond / batchSize, (client, track) => {
    const batch = Array.from({ length: batchSize }, () => source.next()).filter(
      (a): a is ChaosAdjustment => a !== null,
    );
    if (batch.length) track(client.adjustments.sendBatch(batch));
  });
}
