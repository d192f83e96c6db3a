import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { buildProblem, PROBLEM_CONTENT_TYPE, ProblemCode } from '@app/http';
import { KafkaService } from '@app/kafka';
import { MetricsService, ReadinessGauges } from '@app/observability';
import { RedisService } from '@app/redis';
import { ProblemDto } from '../openapi/problem.dto';
import { responseHeaders } from '../openapi/response-headers';

const CHECK_SCHEMA = {
  type: 'object',
  required: ['status', 'latencyMs'],
  properties: {
    status: { type: 'string', enum: ['up', 'down'] },
    latencyMs: { type: 'integer', minimum: 0 },
    error: { type: 'string', description: 'Why the check failed (down only).' },
  },
};
const CHECKS_SCHEMA = {
  type: 'object',
  required: ['postgres', 'redis', 'kafka'],
  properties: { postgres: CHECK_SCHEMA, redis: CHECK_SCHEMA, kafka: CHECK_SCHEMA },
};
const UP = { status: 'up', latencyMs: 2 };

type CheckResult = { status: 'up'; latencyMs: number } | { status: 'down'; latencyMs: number; error: string };

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  try {
    await check();
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return {
      status: 'down',
      latencyMs: Math.round(performance.now() - started),
      error: (err as Error).message,
    };
  }
}

/**
 * Liveness: the process is up and serving. Readiness: it can give durable answers.
 *
 * Readiness checks Postgres, Redis and Kafka and reports each, but only Postgres decides it:
 * Postgres is the truth every 201/200 waits for, while the gateway is built to keep answering
 * correctly through a Redis outage (Postgres alone) and a Kafka outage (the outbox holds events
 * until Kafka returns). Failing readiness on those would take every replica out of the load
 * balancer at once and turn a degraded platform into a dead one.
 */
@ApiTags('Health')
@ApiExtraModels(ProblemDto)
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly redis: RedisService,
    private readonly kafka: KafkaService,
    metrics: MetricsService,
  ) {
    // service_ready: Postgres decides it, as below; each check is exported too.
    new ReadinessGauges(metrics, async () => {
      const checks = await this.check();
      return { ready: checks.postgres.status === 'up', checks };
    });
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process serves HTTP' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'string', enum: ['ok'] } },
    },
    example: { status: 'ok' },
  })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: Postgres answers (Redis and Kafka are reported, and only degrade it)',
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['status', 'checks'],
      properties: { status: { type: 'string', enum: ['ready', 'degraded'] }, checks: CHECKS_SCHEMA },
    },
    example: { status: 'ready', checks: { postgres: UP, redis: UP, kafka: UP } },
  })
  @ApiResponse({
    status: 503,
    description: 'Postgres is unreachable: no durable answer can be given.',
    headers: responseHeaders('Retry-After'),
    content: {
      [PROBLEM_CONTENT_TYPE]: {
        schema: {
          allOf: [
            { $ref: getSchemaPath(ProblemDto) },
            { type: 'object', required: ['checks'], properties: { checks: CHECKS_SCHEMA } },
          ],
        },
        example: buildProblem(
          503,
          ProblemCode.Unavailable,
          'Postgres is unreachable, so no durable answer can be given.',
          {
            checks: {
              postgres: { status: 'down', latencyMs: 1501, error: 'Postgres did not answer within 1500 ms' },
              redis: UP,
              kafka: UP,
            },
            instance: '/health/ready',
            requestId: '8d1f9a0e-3b0c-4f55-9a57-3c2a7f0c1d11',
          },
        ),
      },
    },
  })
  async ready(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const checks = await this.check();
    const { postgres, redis, kafka } = checks;
    if (postgres.status === 'up') {
      const degraded = redis.status === 'down' || kafka.status === 'down';
      await reply.status(200).send({ status: degraded ? 'degraded' : 'ready', checks });
      return;
    }
    await reply
      .status(503)
      .headers({ 'content-type': PROBLEM_CONTENT_TYPE, 'retry-after': '5' })
      .send(
        buildProblem(
          503,
          ProblemCode.Unavailable,
          'Postgres is unreachable, so no durable answer can be given.',
          { checks, instance: '/health/ready', requestId: String(request.id) },
        ),
      );
  }

  private async check(): Promise<Record<'postgres' | 'redis' | 'kafka', CheckResult>> {
    const [postgres, redis, kafka] = await Promise.all([
      timed(() => withTimeout(this.db.query('SELECT 1'), 1500, 'Postgres')),
      timed(() => this.redis.ping(1500)),
      timed(() => this.kafka.ping(2000)),
    ]);
    return { postgres, redis, kafka };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
