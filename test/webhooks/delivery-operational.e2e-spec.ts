import { attemptExhaustedMessageId } from '@app/webhooks';
import { catalogCheck } from '../support/webhook-catalog';
import { until } from '../support/wait';
import { CreatedEndpoint, startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { ReceivedRequest, WebhookReceiver } from '../support/webhook-receiver';

/**
 * Operational webhooks (docs/webhooks.md#operational-webhooks): an endpoint disabled by a 410
 * sends one signed endpoint.disabled to the workspace's other endpoint subscribed to it, and
 * re-enabling it through the API sends endpoint.enabled; a delivery that runs out of attempts
 * sends message.attempt.exhausted to the subscribed other endpoint, never to the failing one.
 */
describe('operational webhooks', () => {
  let stack: WebhookStack;

  beforeAll(async () => {
    stack = await startWebhookStack('wh_ops', { dispatcher: { WEBHOOK_RETRY_SCHEDULE: '200ms,400ms' } });
  }, 60_000);

  afterAll(() => stack?.close());

  const verified = (request: ReceivedRequest, endpoint: CreatedEndpoint) =>
    WebhookReceiver.verify(request, endpoint.secret) as { type: string; data: Record<string, unknown> };

  it('a 410 disables the endpoint: one endpoint.disabled to the subscribed other; re-enabling sends endpoint.enabled', async () => {
    const monitor = await stack.receiver();
    const watcher = await stack.endpoints.create({
      url: monitor.url,
      description: 'Ops monitor',
      eventTypes: ['endpoint.disabled', 'endpoint.enabled'],
    });
    const gone = await stack.receiver({ reply: { status: 410 } });
    const endpoint = await stack.endpoints.create({
      url: gone.url,
      description: 'Order system',
      eventTypes: ['event.recorded', 'endpoint.disabled', 'endpoint.enabled'],
    });
    await stack.postEvent();

    const [notice] = await monitor.waitForCount(1);
    const disabled = verified(notice, watcher);
    expect(catalogCheck(disabled)).toEqual({ type: 'endpoint.disabled', valid: true, errors: null });
    expect(disabled.data).toEqual({
      endpoint: { id: endpoint.id, url: gone.url, description: 'Order system' },
      trigger: 'gone',
      reason: expect.stringMatching(/410 Gone/),
      disabledAt: expect.any(String),
    });
    expect(notice.body).not.toContain(endpoint.secret);

    // Re-enabled through the API: endpoint.enabled to the monitor, nothing to the endpoint itself.
    gone.answer({ status: 204 });
    expect((await stack.endpoints.update(endpoint.id, { enabled: true })).statusCode).toBe(200);
    const received = await monitor.waitFor((all) => all.some((q) => q.body.includes('"endpoint.enabled"')));
    const enabled = verified(
      received.find((q) => q.body.includes('"endpoint.enabled"'))!,
      watcher,
    );
    expect(catalogCheck(enabled)).toEqual({ type: 'endpoint.enabled', valid: true, errors: null });
    expect(enabled.data).toEqual({
      endpoint: { id: endpoint.id, url: gone.url, description: 'Order system' },
      enabledAt: expect.any(String),
    });

    // One endpoint.disabled only, and none of the notices went to the endpoint they are about.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(monitor.received.map((q) => (JSON.parse(q.body) as { type: string }).type).sort()).toEqual([
      'endpoint.disabled',
      'endpoint.enabled',
    ]);
    expect(monitor.ids()).toHaveLength(2);
    expect(gone.received.filter((q) => !q.body.includes('"event.recorded"'))).toEqual([]);
  }, 45_000);

  it('a delivery out of attempts sends message.attempt.exhausted to the subscribed other endpoint, not to itself', async () => {
    const workspace = await stack.workspace();
    const monitor = await stack.receiver();
    const watcher = await workspace.endpoints.create({
      url: monitor.url,
      eventTypes: ['message.attempt.exhausted'],
    });
    const failing = await stack.receiver({ reply: { status: 503 } });
    const endpoint = await workspace.endpoints.create({
      url: failing.url,
      description: 'Flaky',
      eventTypes: ['event.recorded', 'message.attempt.exhausted'],
    });
    const messageId = await workspace.postEvent();

    const [delivery] = await stack.log.settled(endpoint.id, 1);
    expect(delivery).toMatchObject({ message_id: messageId, status: 'failed', attempt_count: 3 });
    const [notice] = await monitor.waitForCount(1);
    expect(notice.id).toBe(attemptExhaustedMessageId(endpoint.id, messageId));
    const exhausted = verified(notice, watcher);
    expect(catalogCheck(exhausted)).toEqual({ type: 'message.attempt.exhausted', valid: true, errors: null });
    expect(exhausted.data).toEqual({
      endpoint: { id: endpoint.id, url: failing.url, description: 'Flaky' },
      message: { id: messageId, type: 'event.recorded' },
      attempts: 3,
      lastAttempt: { attemptedAt: expect.any(String), statusCode: 503, error: 'answered 503' },
    });

    // The failing endpoint got its three attempts of the event, and no notice about itself.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(failing.received.map((q) => q.id)).toEqual([messageId, messageId, messageId]);
    expect(monitor.received).toHaveLength(1);
    // Redelivered and failing again: still the one message.attempt.exhausted (a derived id).
    expect((await workspace.endpoints.redeliver(endpoint.id, messageId)).statusCode).toBe(202);
    await failing.waitForCount(4);
    await until(
      () => stack.log.deliveries(endpoint.id),
      (rows) => rows.every((r) => r.status === 'failed' && r.attempt_count === 4),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(monitor.ids()).toEqual([notice.id]);
    expect(await stack.log.deliveries(watcher.id)).toHaveLength(1);
  }, 45_000);
});
