import { FactoryProvider } from '@nestjs/common';
import { first } from 'rxjs';
import { ConsumerEnv } from '@app/config';
import { TopicSpec } from '@app/contracts';
import { isTransientError } from '@app/database';
import { KafkaBatchTransport, KafkaService, TypedProducer } from '@app/kafka';
import { MetricsService } from '@app/observability';
import { consumedTopics } from './consumed-topics';
import { ConsumerLagMonitor } from './consumer-lag-monitor';

/** A message failing this many times in a row, for a reason of its own, is dead-lettered. */
const MAX_ATTEMPTS = 3;

/** What a consumer service's settings say of its transport (its `<app>-settings.ts` builds it). */
export interface ConsumerSettings {
  /** Names the consumer group (`<KAFKA_TOPIC_PREFIX><service>`), which keys its offsets. */
  service: string;
  /** Prefixes its counters: `<metricsName>_messages_processed_total`, `..._dead_lettered_total`. */
  metricsName: string;
  chunkSize: number;
  deadLetterTopic: TopicSpec;
}

/**
 * The batch transport of a consumer service, as a provider of its module (main.ts connects it
 * as the app's microservice; the health controller reads its status). Its group is the service's
 * name under the topic prefix unless KAFKA_CONSUMER_GROUP says otherwise; its metrics are
 * `<metricsName>_messages_processed_total` and `<metricsName>_dead_lettered_total`, and the group's
 * lag, `<metricsName>_consumer_lag_messages` and `..._consumer_lag_age_seconds` (ConsumerLagMonitor).
 */
export function consumerTransportProvider(
  env: ConsumerEnv,
  consumer: ConsumerSettings,
): FactoryProvider<KafkaBatchTransport> {
  return {
    provide: KafkaBatchTransport,
    inject: [KafkaService, TypedProducer, MetricsService],
    useFactory: (kafka: KafkaService, producer: TypedProducer, metrics: MetricsService) => {
      const groupId = env.KAFKA_CONSUMER_GROUP || `${env.KAFKA_TOPIC_PREFIX}${consumer.service}`;
      const counters = metrics.consumerCounters(consumer.metricsName);
      const transport = new KafkaBatchTransport(kafka, producer, counters, {
        groupId,
        deadLetterTopic: consumer.deadLetterTopic,
        chunkSize: consumer.chunkSize,
        sessionTimeoutMs: env.KAFKA_SESSION_TIMEOUT_MS,
        fetchMinBytes: env.KAFKA_FETCH_MIN_BYTES,
        fetchMaxWaitMs: env.KAFKA_FETCH_MAX_WAIT_MS,
        maxAttempts: MAX_ATTEMPTS,
        isTransient: isTransientError,
        retryDelayMs: { first: 250, max: 5000 },
        pauseBeforeCommitMs: env.FAULT_PAUSE_BEFORE_COMMIT_MS,
      });
      // Each topic's counters exist, at 0, from the moment the group is joined: a series born at 1
      // shows Prometheus no increase, and the first dead letter would fire no alert.
      transport.status.pipe(first((status) => status === 'consuming')).subscribe(() => {
        for (const topic of consumedTopics(kafka, transport)) {
          counters.processed.inc({ topic }, 0);
          counters.deadLettered.inc({ topic }, 0);
        }
      });
      // Lives as long as the transport: it starts when the group is joined and stops on close.
      new ConsumerLagMonitor(kafka, transport, metrics, consumer.metricsName, groupId);
      return transport;
    },
  };
}
