import Fastify, { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import pino from 'pino';
import { AccessLogFields, HttpLogController, loggableUrl } from './http-log.controller';

describe('HttpLogController', () => {
  let lines: Record<string, unknown>[];
  let fastify: FastifyInstance;
  let controller: HttpLogController;

  beforeEach(async () => {
    lines = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logger = pino({ level: 'info' }, destination);
    controller = new HttpLogController({ successLinesPerSecond: 0, logger });
    fastify = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: controller,
      genReqId: () => 'req-1',
    });
    fastify.get('/ok', async () => ({ ok: true }));
    fastify.get('/refused', async (request, reply) => {
      (request.raw as AccessLogFields).problemCode = 'validation_failed';
      return reply.status(400).send({ code: 'validation_failed' });
    });
    fastify.get('/broken', async () => {
      throw new Error('boom');
    });
    fastify.get('/health/live', async () => ({ status: 'ok' }));
  });
  afterEach(() => fastify.close());

  const send = (url: string, times: number) =>
    Promise.all(Array.from({ length: times }, () => fastify.inject({ method: 'GET', url })));

  it('holds successful requests to the budget, logs every error with its code, and counts what it skipped', async () => {
    await send('/ok', 10);
    await send('/refused', 5);
    await send('/broken', 3);
    await send('/health/live', 2);
    controller.flush();
    await new Promise((resolve) => setImmediate(resolve));

    const access = lines.filter((l) => typeof l.statusCode === 'number');
    expect(access.filter((l) => l.statusCode === 200)).toEqual([]);
    const refused = access.filter((l) => l.statusCode === 400);
    expect(refused).toHaveLength(5);
    for (const line of refused) {
      expect(line).toMatchObject({ code: 'validation_failed', requestId: 'req-1', msg: 'request completed' });
    }
    const broken = access.filter((l) => l.statusCode === 500);
    expect(broken).toHaveLength(3);
    for (const line of broken)
      expect(line).toMatchObject({ level: 50, requestId: 'req-1', msg: 'request failed' });

    // Probes are not logged, nor counted as skipped.
    const skipped = lines.filter((l) => typeof l.accessLinesSkipped === 'number');
    expect(skipped.reduce((sum, l) => sum + (l.accessLinesSkipped as number), 0)).toBe(10);
  });
});

describe('loggableUrl (what an access line shows of the URL)', () => {
  it('keeps the values of path parameters that name no person, and the pattern of those that do', () => {
    expect(
      loggableUrl(
        '/v1/workspaces/ws-1/contacts/jane%40example.com/data',
        '/v1/workspaces/:workspaceId/contacts/:contactId/data',
        { workspaceId: 'ws-1', contactId: 'jane@example.com' },
      ),
    ).toBe('/v1/workspaces/ws-1/contacts/:contactId/data');
  });

  it('redacts personal query values and keeps the others', () => {
    expect(
      loggableUrl(
        '/v1/workspaces/ws-1/events?contactId=jane&limit=5&externalId=order-9',
        '/v1/workspaces/:workspaceId/events',
        {
          workspaceId: 'ws-1',
        },
      ),
    ).toBe('/v1/workspaces/ws-1/events?contactId=redacted&limit=5&externalId=redacted');
  });

  it('keeps the path of a request that matched no route, with its query redacted', () => {
    expect(loggableUrl('/nowhere?contactId=jane', undefined, undefined)).toBe('/nowhere?contactId=redacted');
    expect(
      loggableUrl('/v1/workspaces/ws-1/events', '/v1/workspaces/:workspaceId/events', {
        workspaceId: 'ws-1',
      }),
    ).toBe('/v1/workspaces/ws-1/events');
  });
});
