import type { KeyObject } from 'node:crypto';
import { Agent } from 'undici';
import { endpointUrlProblem, signedHeaders } from '@app/webhooks';
import { AddressGuard, ipLiteral } from './address-guard';

export interface SenderSettings {
  allowHttp: boolean;
  connectTimeoutMs: number;
  /** For the whole attempt: connecting, sending, the answer's headers and the part of its body read. */
  requestTimeoutMs: number;
}

export interface SendRequest {
  url: string;
  messageId: string;
  body: string;
  /** The bytes of each signing secret (two during a rotation's grace period). */
  keys: KeyObject[];
}

export interface AttemptResult {
  attemptedAt: Date;
  durationMs: number;
  /** A 2xx answer. */
  ok: boolean;
  /** Not sent: the URL or the address is not allowed (the SSRF guard, WEBHOOK_ALLOW_HTTP). */
  refused: boolean;
  statusCode: number | null;
  /** Why it failed, for the integrator (attempt log) and the delivery's last_error. */
  error: string | null;
  /** The first RESPONSE_BODY_LIMIT bytes of the answer, as text. */
  responseBody: string | null;
  retryAfter: string | null;
}

/** An attempt's result: not delivered and nothing known, but what `fields` says. */
export function attemptResult(
  fields: Partial<AttemptResult> & Pick<AttemptResult, 'attemptedAt' | 'durationMs'>,
): AttemptResult {
  return {
    ok: false,
    refused: false,
    statusCode: null,
    error: null,
    responseBody: null,
    retryAfter: null,
    ...fields,
  };
}

export const RESPONSE_BODY_LIMIT = 4096;
const USER_AGENT = 'conversion-platform-webhooks/1.0';
const ERROR_LIMIT = 1000;

const TIMEOUT = Symbol('attempt timeout');
const TARGET_CACHE_SIZE = 10_000;

interface Target {
  refusal: string | null;
  origin: string;
  path: string;
}

/**
 * One signed POST of a message to an endpoint, over undici's keep-alive pools (one Agent, a pool
 * per origin). It never throws: every way an attempt can end is an AttemptResult.
 *
 * 1. The URL must pass endpointUrlProblem (https unless WEBHOOK_ALLOW_HTTP), and an IP-literal
 *    host must pass the AddressGuard here (Node resolves no name for it); otherwise the result
 *    is `refused`, nothing is sent.
 * 2. A host name is resolved by the AddressGuard inside the connector, once per connection, and
 *    the socket connects to the checked address (TLS still verifies the name).
 * 3. The body is sent with content-type, user-agent and the Standard Webhooks headers, signed
 *    at send time with every signing secret.
 * 4. Redirects are not followed (undici does not without its redirect interceptor): a 3xx is a
 *    failure like any non-2xx, with its status code recorded.
 * 5. At most RESPONSE_BODY_LIMIT bytes of the answer are read; the rest is dropped with the
 *    connection. The whole attempt is bounded by requestTimeoutMs (connecting by
 *    connectTimeoutMs within it); past it, the attempt is aborted and failed as a timeout.
 */
export class WebhookSender {
  private readonly agent: Agent;
  /** What is known of a URL before any lookup (its form, an IP-literal host's check), per URL. */
  private readonly targets = new Map<string, Target>();

  constructor(
    private readonly guard: AddressGuard,
    private readonly settings: SenderSettings,
  ) {
    this.agent = new Agent({
      connect: { timeout: settings.connectTimeoutMs, lookup: guard.lookup },
      headersTimeout: settings.requestTimeoutMs,
      bodyTimeout: settings.requestTimeoutMs,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
    });
  }

  async send(request: SendRequest): Promise<AttemptResult> {
    const attemptedAt = new Date();
    const started = performance.now();
    const result = (fields: Partial<AttemptResult>): AttemptResult =>
      attemptResult({ attemptedAt, durationMs: Math.round(performance.now() - started), ...fields });

    const target = this.target(request.url);
    if (target.refusal) return result({ refused: true, error: target.refusal });

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMEOUT), this.settings.requestTimeoutMs);
    try {
      const response = await this.agent.request({
        origin: target.origin,
        path: target.path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          ...signedHeaders(
            request.keys,
            request.messageId,
            Math.floor(attemptedAt.getTime() / 1000),
            request.body,
          ),
        },
        body: request.body,
        signal: controller.signal,
      });
      const responseBody = await readAtMost(response.body, RESPONSE_BODY_LIMIT);
      const statusCode = response.statusCode;
      const ok = statusCode >= 200 && statusCode < 300;
      return result({
        ok,
        statusCode,
        responseBody,
        error: ok ? null : httpError(statusCode, header(response.headers.location)),
        retryAfter: header(response.headers['retry-after']),
      });
    } catch (err) {
      const refused = findRefusal(err);
      if (refused) return result({ refused: true, error: refused });
      if (controller.signal.aborted) {
        return result({ error: `timeout: no complete answer within ${this.settings.requestTimeoutMs} ms` });
      }
      return result({ error: describeError(err, this.settings.connectTimeoutMs) });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the pools; attempts still running are left to finish first. */
  close(): Promise<void> {
    return this.agent.close();
  }

  private target(rawUrl: string): Target {
    let target = this.targets.get(rawUrl);
    if (target) return target;
    const problem = endpointUrlProblem(rawUrl, this.settings.allowHttp);
    if (problem) {
      target = { refusal: `refused: the endpoint URL ${problem.message}`, origin: '', path: '' };
    } else {
      const url = new URL(rawUrl);
      const literal = ipLiteral(url.hostname);
      target = {
        refusal: literal ? this.guard.refusal(literal) : null,
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
      };
    }
    if (this.targets.size >= TARGET_CACHE_SIZE) this.targets.clear();
    this.targets.set(rawUrl, target);
    return target;
  }
}

/** Reads up to `limit` bytes of a body, then drops the rest (closing the connection if any is left). */
async function readAtMost(body: AsyncIterable<Buffer> & { destroy(): void }, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= limit) {
      body.destroy();
      break;
    }
  }
  return clean(Buffer.concat(chunks).subarray(0, limit).toString('utf8'), limit);
}

function header(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

function httpError(statusCode: number, location: string | null): string {
  if (statusCode >= 300 && statusCode < 400) {
    return `answered ${statusCode}; redirects are not followed${location ? ` (Location: ${location.slice(0, 300)})` : ''}`;
  }
  return `answered ${statusCode}`;
}

function findRefusal(err: unknown): string | null {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === 'ERR_WEBHOOK_ADDRESS_REFUSED') return e.message ?? 'refused';
    e = e.cause as typeof e;
  }
  return null;
}

function describeError(err: unknown, connectTimeoutMs: number): string {
  const e = err as NodeJS.ErrnoException & { hostname?: string };
  switch (e.code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `connect timeout: no connection within ${connectTimeoutMs} ms`;
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return `timeout: ${clean(e.message)}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'ENODATA':
      return `DNS: ${e.hostname ?? 'the host'} could not be resolved (${e.code})`;
    case 'ECONNREFUSED':
    case 'ECONNRESET':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'UND_ERR_SOCKET':
      return `connection failed: ${clean(e.message)}`;
  }
  if (e.code && (/^ERR_TLS|^ERR_SSL/.test(e.code) || /CERT|SELF_SIGNED|UNABLE_TO/.test(e.code))) {
    return `TLS: ${clean(e.message)}`;
  }
  return `${e.code ?? e.name ?? 'Error'}: ${clean(e.message ?? String(err))}`;
}

/** Text Postgres can store (no NUL), of bounded length. */
function clean(text: string, limit = ERROR_LIMIT): string {
  const stripped = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  return stripped.length > limit ? stripped.slice(0, limit) : stripped;
}
