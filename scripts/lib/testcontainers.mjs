// The Docker path of `npm test` (TEST_USE_TESTCONTAINERS=1): Postgres, Redis and Kafka in
// throwaway containers, for machines with a Docker engine instead of local services.
import { spawnSync } from 'node:child_process';
import { fail, log } from './stack.mjs';

export async function startContainers() {
  if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0) {
    fail('TEST_USE_TESTCONTAINERS=1 needs a running Docker engine (docker info failed).');
  }
  const { GenericContainer, Wait } = await import('testcontainers');
  log('starting Postgres, Redis and Kafka containers (testcontainers)');
  const [postgres, redis, kafka] = await Promise.all([
    new GenericContainer('postgres:15-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'test' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
    new GenericContainer('apache/kafka:3.9.1')
      .withExposedPorts({ container: 9092, host: 29092 })
      .withEnvironment({
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_LISTENERS: 'PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093',
        KAFKA_ADVERTISED_LISTENERS: 'PLAINTEXT://127.0.0.1:29092',
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
        KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
      })
      .withWaitStrategy(Wait.forListeningPorts())
      .start(),
  ]);
  return {
    env: {
      DATABASE_URL: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/test`,
      REDIS_URL: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      KAFKA_BROKERS: '127.0.0.1:29092',
    },
    stop: async () => {
      await Promise.all([postgres.stop(), redis.stop(), kafka.stop()]);
    },
  };
}
