import { ConversionApiError, ConversionNetworkError, ConversionTimeoutError } from './errors';
import { sleep } from './sleep';
import { isRetryableStatus, nextDelayMs, retryAfterMs, RetryOptions } from './retry-policy';
import { Problem } from './types';

/**
 * One HTTP call to the platform, with the retries of retry-policy.ts:
 *
 * 1. The body is serialised once; every attempt sends the same bytes.
 * 2. Each attempt has its own timeout (`timeoutMs`); the call as a whole is bounded by
 *    `retry.maxElapsedMs`, and a wait that would go past it is not started.
 * 3. A 2xx resolves with the parsed body. An error answer becomes a ConversionApiError carrying
 *    the problem document; no answer becomes a ConversionNetworkError or ConversionTimeoutError.
 *    Each says how many attempts were made.
 * 4. The counters add up: `requests = succeeded + failed` once calls have settled, and
 *    `attempts = requests + retries`.
 */

export interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  retry: RetryOptions | false;
  fetch: typeof fetch;
  userAgent: string;
  /** For tests: the random source of the jitter. */
  random?: () => number;
}

export interface ClientStats {
  /** Calls made (a call is one send, read or batch, however many attempts it took). */
  requests: number;
  /** HTTP attempts made: requests + retries. */
  attempts: number;
  retries: number;
  succeeded: number;
  failed: number;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

type Attempt<T> =
  | { kind: 'ok'; result: CallResult<T> }
  | { kind: 'problem'; problem: Problem; retryable: boolean; retryAfter?: number; requestId?: string }
  | { kind: 'network'; cause: unknown; timedOut: boolean };

export class HttpTransport {
  private readonly counters: ClientStats = { requests: 0, attempts: 0, retries: 0, succeeded: 0, failed: 0 };

  constructor(private readonly options: TransportOptions) {}

  stats(): ClientStats {
    return { ...this.counters };
  }

  url(path: string, query?: CallOptions['query']): string {
    const url = new URL(path.replace(/^\//, ''), this.options.baseUrl.replace(/\/?$/, '/'));
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      authorization: `Bearer ${this.options.apiKey}`,
      accept: 'application/json',
      'user-agent': this.options.userAgent,
      ...extra,
    };
  }

  /** One attempt, no retry, the answer as it is: for streams. */
  raw(url: string, init: RequestInit): Promise<Response> {
    return this.options.fetch(url, init);
  }

  async call<T>(method: string, path: string, call: CallOptions = {}): Promise<CallResult<T>> {
    const url = this.url(path, call.query);
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers = this.headers(payload === undefined ? {} : { 'content-type': 'application/json' });
    const retry = this.options.retry;
    const started = Date.now();
    this.counters.requests += 1;
    for (let attempt = 1; ; attempt++) {
      this.counters.attempts += 1;
      const outcome = await this.attempt<T>(method, url, headers, payload, call.signal);
      if (outcome.kind === 'ok') {
        this.counters.succeeded += 1;
        return outcome.result;
      }
      const retryable = outcome.kind === 'network' || outcome.retryable;
      const elapsed = Date.now() - started;
      const delay =
        retry && retryable && attempt < retry.maxAttempts
          ? nextDelayMs(
              attempt,
              retry,
              outcome.kind === 'problem' ? outcome.retryAfter : undefined,
              this.options.random,
            )
          : undefined;
      if (delay === undefined || !retry || elapsed + delay > retry.maxElapsedMs || call.signal?.aborted) {
        this.counters.failed += 1;
        throw this.failure(method, path, outcome, attempt, elapsed);
      }
      this.counters.retries += 1;
      try {
        await sleep(delay, call.signal);
      } catch (err) {
        this.counters.failed += 1;
        throw err;
      }
    }
  }

  private async attempt<T>(
    method: string,
    url: string,
    headers: Record<string, string>,
    payload: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Attempt<T>> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await this.options.fetch(url, {
        method,
        headers,
        body: payload,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      text = await res.text();
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      return { kind: 'network', cause, timedOut: timeout.aborted };
    }
    const body = parse(text);
    if (res.ok) return { kind: 'ok', result: { status: res.status, body: body as T, headers: res.headers } };
    const problem = asProblem(res, body, text);
    return {
      kind: 'problem',
      problem,
      retryable: isRetryableStatus(res.status, problem.code),
      retryAfter: retryAfterMs(res.headers.get('retry-after')),
      requestId: res.headers.get('x-request-id') ?? undefined,
    };
  }

  private failure(
    method: string,
    path: string,
    outcome: Attempt<unknown>,
    attempts: number,
    elapsed: number,
  ): Error {
    if (outcome.kind === 'problem')
      return new ConversionApiError(outcome.problem, outcome.retryable, attempts, outcome.requestId);
    const tries = `${attempts} attempt${attempts === 1 ? '' : 's'} in ${elapsed} ms`;
    if (outcome.kind === 'network' && outcome.timedOut)
      return new ConversionTimeoutError(
        `${method} ${path}: no answer within ${this.options.timeoutMs} ms (${tries})`,
        attempts,
        elapsed,
      );
    const reason = describe(outcome.kind === 'network' ? outcome.cause : undefined);
    return new ConversionNetworkError(
      `${method} ${path}: ${reason} (${tries})`,
      attempts,
      outcome.kind === 'network' ? outcome.cause : undefined,
    );
  }
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The problem document of an error answer; one is made up when the answer is not one (a proxy's page, say). */
function asProblem(res: Response, body: unknown, text: string): Problem {
  if (body && typeof body === 'object' && 'status' in body && 'title' in body) return body as Problem;
  return {
    type: 'about:blank',
    title: res.statusText || `HTTP ${res.status}`,
    status: res.status,
    detail: text.slice(0, 200) || undefined,
  };
}

/** fetch reports "fetch failed" and hides the socket's error in `cause`. */
function describe(cause: unknown): string {
  const inner = (cause as { cause?: { code?: string; message?: string } })?.cause;
  if (inner?.code) return `${inner.code}${inner.message ? ` (${inner.message})` : ''}`;
  return cause instanceof Error ? cause.message : String(cause);
}
