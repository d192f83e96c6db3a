import { TOPICS } from '@app/contracts';
import { KafkaService } from './kafka.service';
import { TypedProducer } from './typed-producer.service';

/**
 * Each send is one attempt, and a failed send ends the producer (docs/operations.md#kafka-topics):
 * kafkajs's retry within a send can drop the messages of a partition whose leader moved, so the
 * caller retries the whole batch, through a new producer. Fakes stand in for kafkajs's producers.
 */
describe('TypedProducer', () => {
  interface FakeProducer {
    id: number;
    sent: number;
    disconnected: boolean;
    failNext: Error | null;
  }
  const setup = () => {
    const producers: FakeProducer[] = [];
    const created: unknown[] = [];
    const kafka = {
      topic: (spec: { name: string }) => `test.${spec.name}`,
      kafka: {
        producer: (options: unknown) => {
          created.push(options);
          const fake: FakeProducer = { id: producers.length, sent: 0, disconnected: false, failNext: null };
          producers.push(fake);
          return {
            events: { DISCONNECT: 'producer.disconnect' },
            on: () => undefined,
            connect: async () => undefined,
            disconnect: async () => {
              fake.disconnected = true;
            },
            sendBatch: async () => {
              if (fake.failNext) {
                const err = fake.failNext;
                fake.failNext = null;
                throw err;
              }
              fake.sent += 1;
              return [];
            },
          };
        },
      },
    } as unknown as KafkaService;
    const producer = new TypedProducer(kafka);
    const send = () =>
      producer.sendToDeadLetter(TOPICS.attributionDeadLetter, [{ key: 'k', value: 'v', headers: {} }]);
    return { producers, created, send };
  };

  it('keeps one producer while sends succeed', async () => {
    const { producers, send } = setup();
    await send();
    await send();
    expect(producers.map((p) => [p.sent, p.disconnected])).toEqual([[2, false]]);
  });

  it('after a failed send, disconnects that producer and sends the retry under a new one', async () => {
    const { producers, send } = setup();
    await send();
    producers[0].failNext = new Error('The broker received an out of order sequence number');
    await expect(send()).rejects.toThrow('out of order sequence number');
    expect(producers[0].disconnected).toBe(true);
    await send();
    expect(producers).toHaveLength(2);
    expect(producers.map((p) => [p.sent, p.disconnected])).toEqual([
      [1, true],
      [1, false],
    ]);
  });

  it('asks kafkajs for one attempt per send and one request in flight, without idempotence', async () => {
    const { created, send } = setup();
    await send();
    expect(created).toEqual([
      expect.objectContaining({ idempotent: false, maxInFlightRequests: 1, retry: { retries: 0 } }),
    ]);
  });
});
