import { AttributionDecisionV1, RecordedEventV1 } from '@app/contracts';
import { MetricsService } from '@app/observability';
import { decisionMessage, recordedMessage, testMessage } from '../messages/webhook-payloads';
import { DeliveryLatencyMetrics } from './delivery-latency-metrics';

const event: RecordedEventV1 = {
  eventId: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  workspaceId: '5ede3c2f-4226-4712-84e2-96719e5e0455',
  externalId: 'order-1',
  name: 'order_paid',
  occurredAt: '2026-11-21T13:03:00.000Z',
  receivedAt: '2026-11-21T13:03:00.412Z',
  contactId: 'c-1',
  campaignId: 'spring',
  valueMinor: '4999',
  currency: 'EUR',
};
const decision = (counted: boolean): AttributionDecisionV1 => ({
  ...event,
  counted,
  reason: counted ? 'counted' : 'not_a_goal_event',
  message: counted ? 'Counted.' : 'Not a goal.',
  decidedAt: '2026-11-21T13:03:02.530Z',
});
const receivedAtMs = Date.parse(event.receivedAt);

describe('DeliveryLatencyMetrics', () => {
  it("reads the type and the event's receivedAt from the bodies the fan-out builds", () => {
    expect(DeliveryLatencyMetrics.receiptOf(recordedMessage(event).body)).toEqual({
      type: 'event.recorded',
      receivedAtMs,
    });
    expect(DeliveryLatencyMetrics.receiptOf(recordedMessage({ ...event, test: true }).body)).toEqual({
      type: 'event.recorded',
      receivedAtMs,
    });
    // A decision's body is dated when it was decided; its event's receivedAt is what counts.
    expect(DeliveryLatencyMetrics.receiptOf(decisionMessage(decision(true)).body)).toEqual({
      type: 'conversion.counted',
      receivedAtMs,
    });
    expect(DeliveryLatencyMetrics.receiptOf(decisionMessage(decision(false)).body)).toEqual({
      type: 'conversion.not_counted',
      receivedAtMs,
    });
    const test = testMessage('m-1', event.workspaceId, 'e-1', '2026-11-21T13:03:00.000Z');
    expect(DeliveryLatencyMetrics.receiptOf(test.body)).toBeNull();
  });

  it('observes delivered event webhooks, from receivedAt to the end of the successful attempt', async () => {
    const metrics = new MetricsService();
    const latency = new DeliveryLatencyMetrics(metrics);
    const received = { type: 'event.recorded', receivedAtMs };
    const attempt = { attemptedAt: new Date(receivedAtMs + 700), durationMs: 100 };
    latency.observe([
      { update: { status: 'delivered' }, attempt, received },
      { update: { status: 'failing' }, attempt, received },
      { update: { status: 'delivered' }, attempt, received: null },
    ]);
    const text = await metrics.registry.getSingleMetricAsString('webhook_event_delivery_latency_seconds');
    expect(text).toContain('webhook_event_delivery_latency_seconds_count{type="event.recorded"} 1');
    expect(text).toContain('webhook_event_delivery_latency_seconds_sum{type="event.recorded"} 0.8');
  });
});
