import { Controller, Get, OnModuleDestroy, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { Subscription } from 'rxjs';
import { DataSource } from 'typeorm';
import { BatchTransportStatus, KafkaBatchTransport, KafkaService } from '@app/kafka';
import { MetricsService, ReadinessGauges } from '@app/observability';

/**
 * Probes of a Kafka consumer service: live while the process runs; ready when Postgres and
 * Kafka answer and the consumer has joined its group (the batch transport's status stream says
 * `consuming`; `crashed` means kafkajs gave up for good). Unlike the gateway, a consumer cannot
 * do its work without either, so both decide readiness. The same verdict is exported as
 * `service_ready` and `service_ready_check` (ReadinessGauges).
 */
@Controller('health')
export class ConsumerHealthController implements OnModuleDestroy {
  private status: BatchTransportStatus = 'connecting';
  private readonly subscription: Subscription;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly kafka: KafkaService,
    transport: KafkaBatchTransport,
    metrics: MetricsService,
  ) {
    this.subscription = transport.status.subscribe((status) => (this.status = status));
    new ReadinessGauges(metrics, () => this.check());
  }

  onModuleDestroy(): void {
    this.subscription.unsubscribe();
  }

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const { ready, checks } = await this.check();
    await reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  }

  private async check() {
    const check = (work: () => Promise<unknown>) =>
      work().then(
        () => ({ status: 'up' as const }),
        (err: Error) => ({ status: 'down' as const, error: err.message }),
      );
    const [postgres, kafka] = await Promise.all([
      check(() => this.db.query('SELECT 1')),
      check(() => this.kafka.ping(2000)),
    ]);
    const consumer =
      this.status === 'consuming'
        ? { status: 'up' as const }
        : { status: 'down' as const, error: CONSUMER_DOWN[this.status] };
    const checks = { postgres, kafka, consumer };
    return { ready: Object.values(checks).every((c) => c.status === 'up'), checks };
  }
}

const CONSUMER_DOWN: Record<Exclude<BatchTransportStatus, 'consuming'>, string> = {
  connecting: 'not consuming yet: joining the consumer group',
  crashed: 'the Kafka consumer crashed and will not restart; see the log, then restart the process',
  closed: 'shutting down',
};
