import fastifyCookie from '@fastify/cookie';
import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { GatewayEnv } from '@app/config';
import {
  cacheValidationMetadata,
  frameworkErrorProblem,
  jsonBodyParser,
  problemValidationPipe,
  ProblemDetailsFilter,
  refuseUnreadableRequests,
  REQUEST_ID_HEADER,
  requestIdFrom,
} from '@app/http';
import {
  bufferedStdout,
  createLogger,
  HttpLogController,
  MetricsService,
  PinoNestLogger,
} from '@app/observability';
import { GatewayModule } from './app.module';
import { serveConsole } from './console-app/serve-console';
import { setupOpenApi } from './openapi/openapi';
import { InFlightTracker } from './shutdown/in-flight.tracker';

export interface GatewayAppOptions {
  /** Where JSON logs go; buffered stdout when absent. Tests pass a stream to read them. */
  logDestination?: DestinationStream;
}

/**
 * Builds the gateway application (not yet listening). main.ts and the tests share it, so tests
 * exercise exactly the server that runs in production.
 */
export async function createGatewayApp(
  env: GatewayEnv,
  options: GatewayAppOptions = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger(
    env.LOG_LEVEL,
    options.logDestination ?? bufferedStdout(env.LOG_BUFFER_BYTES, env.LOG_FLUSH_MS),
  );
  const httpLog = new HttpLogController({ successLinesPerSecond: env.LOG_ACCESS_SUCCESS_PER_SECOND, logger });
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: httpLog,
    bodyLimit: env.HTTP_BODY_LIMIT_BYTES,
    // The request id is the caller's X-Request-Id when sane; Fastify binds it to every log line
    // of the request and the onRequest hook below returns it.
    genReqId: (raw: IncomingMessage) => requestIdFrom(raw.headers[REQUEST_ID_HEADER]),
    // While draining, requests on open keep-alive connections are still served, not refused.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Path ids are up to 128 characters (a campaignId, a contactId: docs/api.md), up to 256 UTF-16
    // units once decoded; Fastify's default limit of 100 refused the longer ones as a malformed URL.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    frameworkErrors: frameworkErrorProblem,
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot(env), adapter, {
    logger: new PinoNestLogger(logger),
    // Only JSON bodies are accepted: Fastify's default parsers are kept (application/json), Nest's
    // extra urlencoded parser is not registered.
    bodyParser: false,
  });
  app.useGlobalFilters(new ProblemDetailsFilter(env.HTTP_BODY_LIMIT_BYTES));
  app.useGlobalPipes(problemValidationPipe());
  // Every body is validated with class-validator (events: once per event of a batch); its rule
  // lookups are made once per class instead of once per object.
  cacheValidationMetadata();

  // Console sessions travel in a cookie (unsigned: its value is a random id looked up server-side).
  await app.register(fastifyCookie);

  const fastify = app.getHttpAdapter().getInstance();
  // Before any route exists (Nest registers them at init): every handler is counted for shutdown.
  app.get(InFlightTracker).trackRoutes(fastify);
  // The batch endpoints take up to 1,000 events or adjustments, so they get their own, larger body limit.
  fastify.addHook('onRoute', (route) => {
    if (/\/(events|adjustments)\/batch$/.test(route.url)) route.bodyLimit = env.BATCH_BODY_LIMIT_BYTES;
  });
  // text/plain is parsed by Fastify by default; this API takes JSON only, so it becomes a 415.
  fastify.removeContentTypeParser('text/plain');
  jsonBodyParser(fastify);
  refuseUnreadableRequests(fastify);
  const metrics = app.get(MetricsService);
  // Both hooks run on every request, so they take Fastify's callback form: an async hook costs a
  // promise and a microtask turn each time, for work that never waits.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  // The last second's count of skipped access lines is not lost at shutdown, and the buffered
  // lines are on their way out (the exit itself flushes what is left, synchronously).
  fastify.addHook('onClose', (_instance, done) => {
    httpLog.flush();
    logger.flush();
    done();
  });
  await serveConsole(fastify, env.CONSOLE_DIR, logger);
  setupOpenApi(app);
  return app;
}
