import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { KafkaService } from '@app/kafka';
import { RecordedEventsConsumer } from '../consumer/recorded-events.consumer';

/** Probes for the consumer: live while the process runs; ready when Postgres and Kafka answer and it consumes. */
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly kafka: KafkaService,
    private readonly consumer: RecordedEventsConsumer,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const check = async (work: () => Promise<unknown>) => {
      try {
        await work();
        return { status: 'up' as const };
      } catch (err) {
        return { status: 'down' as const, error: (err as Error).message };
      }
    };
    const checks = {
      postgres: await check(() => this.db.query('SELECT 1')),
      kafka: await check(() => this.kafka.ping(2000)),
      consumer: this.consumer.running
        ? { status: 'up' as const }
        : { status: 'down' as const, error: 'not consuming yet' },
    };
    const ready = Object.values(checks).every((c) => c.status === 'up');
    await reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  }
}
