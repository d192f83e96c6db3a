import { Controller, Get, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { KafkaService } from '@app/kafka';

/** What a consumer service tells its readiness probe. */
export interface ConsumerState {
  readonly running: boolean;
}
export const CONSUMER_STATE = Symbol('CONSUMER_STATE');

/**
 * Probes of a Kafka consumer service: live while the process runs; ready when Postgres and
 * Kafka answer and the consumer has joined its group. Unlike the gateway, a consumer cannot do
 * its work without either, so both decide readiness.
 */
@Controller('health')
export class ConsumerHealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly kafka: KafkaService,
    @Inject(CONSUMER_STATE) private readonly consumer: ConsumerState,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const check = (work: () => Promise<unknown>) =>
      work().then(
        () => ({ status: 'up' as const }),
        (err: Error) => ({ status: 'down' as const, error: err.message }),
      );
    const [postgres, kafka] = await Promise.all([
      check(() => this.db.query('SELECT 1')),
      check(() => this.kafka.ping(2000)),
    ]);
    const consumer = this.consumer.running
      ? { status: 'up' as const }
      : { status: 'down' as const, error: 'not consuming yet' };
    const checks = { postgres, kafka, consumer };
    const ready = Object.values(checks).every((c) => c.status === 'up');
    await reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  }
}
