import { FastifyReply, FastifyRequest, LogController } from 'fastify';

/** Probes and scrapes would drown the log: they are not logged. */
const QUIET = new Set(['/health/live', '/health/ready', '/metrics']);

/**
 * One log line per request, written by Fastify itself when the response is sent: method, path,
 * route pattern, status, time, the request id (the one X-Request-Id returns) and, when a key
 * authenticated it, the key's public id. Never headers, so never the Authorization header.
 * Fastify's native logging replaces an Express-style pino-http middleware, which cost a quarter
 * of the gateway's throughput in the ingest benchmark (docs/performance.md).
 */
export class HttpLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId', disableRequestLogging: (request) => QUIET.has(request.url) });
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
    const keyId = (request.raw as { keyId?: string }).keyId;
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(keyId ? { keyId } : {}),
    };
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request completed');
  }
}
