import { TOPICS } from '@app/contracts';
import { KafkaBatchTransport, KafkaService } from '@app/kafka';

/** The runtime names (prefixed) of the topics a transport's `@EventPattern` handlers consume. */
export function consumedTopics(kafka: KafkaService, transport: KafkaBatchTransport): string[] {
  return [...transport.getHandlers().keys()].flatMap((pattern) => {
    const spec = Object.values(TOPICS).find((t) => t.name === pattern);
    return spec ? [kafka.topic(spec)] : [];
  });
}
