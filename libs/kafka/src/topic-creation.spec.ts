import { TOPICS } from '@app/contracts';
import { topicCreation } from './topic-creation';

describe('topicCreation', () => {
  const spec = TOPICS.recordedEvents;

  it("leaves replication to the broker's defaults when nothing is asked for", () => {
    const entry = topicCreation(spec, 'p.conversions.recorded-events.v1', {
      replicationFactor: 0,
      minInsyncReplicas: 0,
    });
    expect(entry).toEqual({
      topic: 'p.conversions.recorded-events.v1',
      numPartitions: spec.partitions,
      replicationFactor: -1,
      configEntries: [{ name: 'retention.ms', value: String(spec.retentionMs) }],
    });
  });

  it('asks for the replicas and the in-sync minimum of the settings', () => {
    const entry = topicCreation(spec, spec.name, { replicationFactor: 3, minInsyncReplicas: 2 });
    expect(entry.replicationFactor).toBe(3);
    expect(entry.configEntries).toEqual([
      { name: 'retention.ms', value: String(spec.retentionMs) },
      { name: 'min.insync.replicas', value: '2' },
    ]);
  });

  it('sets min.insync.replicas alone, on the broker default replication', () => {
    const entry = topicCreation(spec, spec.name, { replicationFactor: 0, minInsyncReplicas: 2 });
    expect(entry.replicationFactor).toBe(-1);
    expect(entry.configEntries).toContainEqual({ name: 'min.insync.replicas', value: '2' });
  });

  it('refuses an in-sync minimum above the replicas, which no acks=all write could meet', () => {
    expect(() => topicCreation(spec, spec.name, { replicationFactor: 2, minInsyncReplicas: 3 })).toThrow(
      /KAFKA_TOPIC_MIN_INSYNC_REPLICAS \(3\) is more than KAFKA_TOPIC_REPLICATION_FACTOR \(2\)/,
    );
  });
});
