import { FastifyReply, FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { AccessLogBudget } from './access-log-budget';

/** Probes and scrapes would drown the log: they are not logged. */
const QUIET = new Set(['/health/live', '/health/ready', '/metrics']);

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
 * One log line per request, written by Fastify itself when the response is sent: method, path,
 * route pattern, status, time, the request id (the one X-Request-Id returns), when a key
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
      url: request.url,
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
