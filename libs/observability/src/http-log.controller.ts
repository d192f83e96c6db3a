import { FastifyReply, FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { AccessLogBudget } from './access-log-budget';

/** Probes and scrapes would drown the log: they are not logged. */
const QUIET = new Set(['/health/live', '/health/ready', '/metrics']);

/**
 * Path parameters and query parameters whose values name a person (docs/privacy.md): an access
 * line shows their name, never their value, so that logs hold nothing an erasure would have to
 * reach.
 */
const PERSONAL_PARAMS = new Set(['contactId', 'externalId']);

/**
 * The request's URL as an access line shows it: the path rebuilt from the route pattern with the
 * path parameters' values, except personal ones (`:contactId` stays as it is in the pattern), and
 * the query with personal parameters' values replaced. A request that matched no route keeps its
 * path (there are no parameters to tell apart) with the query likewise redacted.
 */
export function loggableUrl(
  url: string,
  route: string | undefined,
  params: Record<string, string> | undefined,
): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  if (route && params)
    path = route.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) =>
      PERSONAL_PARAMS.has(name) || params[name] === undefined ? whole : encodeURIComponent(params[name]),
    );
  if (q === -1) return path;
  const query = new URLSearchParams(url.slice(q + 1));
  for (const name of [...query.keys()]) if (PERSONAL_PARAMS.has(name)) query.set(name, 'redacted');
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * What the request's handling leaves on the raw request for its access line: the auth guard sets
 * the key's public id, the problem-details filter the problem's code. On the raw request (not
 * Fastify's) because that is the object both reach without depending on this library.
 */
export interface AccessLogFields {
  keyId?: string;
  problemCode?: string;
}

export interface HttpLogOptions {
  /**
   * Most access lines of successful requests (below 400) written per second; the others are
   * counted and the count logged. Absent: every line is written.
   */
  successLinesPerSecond?: number;
  /** Where the count of skipped lines goes (the process's logger); required with a budget. */
  logger?: Logger;
}

interface AccessLine {
  method: string;
  url: string;
  route: string | undefined;
  statusCode: number;
  responseTimeMs: number;
  keyId?: string;
  code?: string;
}

/**
 * One log line per request, written by Fastify itself when the response is sent: method, path
 * (personal values left out: loggableUrl), route pattern, status, time, the request id (the one X-Request-Id returns), when a key
 * authenticated it the key's public id, and for a problem answer its code. Never headers, so never
 * the Authorization header. Every error (4xx, 5xx, a failed send) is logged; successful requests
 * may be held to a budget per second (AccessLogBudget). Fastify's native logging replaces an
 * Express-style pino-http middleware, which cost a quarter of the gateway's throughput in the
 * ingest benchmark (docs/performance.md).
 */
export class HttpLogController extends LogController {
  private readonly budget: AccessLogBudget | null;

  constructor(options: HttpLogOptions = {}) {
    super({ requestIdLogLabel: 'requestId', disableRequestLogging: (request) => QUIET.has(request.url) });
    const { successLinesPerSecond, logger } = options;
    this.budget =
      successLinesPerSecond === undefined || !logger
        ? null
        : new AccessLogBudget(successLinesPerSecond, (skipped, windowStart) =>
            logger.info(
              { accessLinesSkipped: skipped, windowStart: windowStart.toISOString() },
              `${skipped} successful requests not logged: over ${successLinesPerSecond} access lines per second (LOG_ACCESS_SUCCESS_PER_SECOND)`,
            ),
          );
  }

  override incomingRequest(): void {
    // One line per request, at completion.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const statusCode = reply.statusCode;
    const failed = !!error || statusCode >= 400;
    // Decided before the line is built: a skipped line costs one comparison and a counter.
    if (!failed && this.budget && !this.budget.admit()) return;
    const fields = request.raw as AccessLogFields;
    const line: AccessLine = {
      method: request.method,
      url: loggableUrl(
        request.url,
        request.routeOptions.url,
        request.params as Record<string, string> | undefined,
      ),
      route: request.routeOptions.url,
      statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (fields.keyId) line.keyId = fields.keyId;
    if (fields.problemCode) line.code = fields.problemCode;
    if (error || statusCode >= 500) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request completed');
  }

  /** Logs the count of lines the current second skipped; call it when the server closes. */
  flush(): void {
    this.budget?.flush();
  }
}
