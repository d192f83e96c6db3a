import { v7 as uuidv7 } from 'uuid';
import {
  CONTACT_ERASED_SCHEMA_VERSION,
  CONTACT_ERASED_TYPE,
  contactErasedKey,
  ContactErasedV1,
  MESSAGE_HEADERS,
  TOPICS,
} from '@app/contracts';
import { TypedProducer } from '@app/kafka';
import { MetricsService } from '@app/observability';
import { contactErasedMessageId } from '@app/webhooks';
import { until } from '../support/wait';
import { catalogCheck } from '../support/webhook-catalog';
import { startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The contact.erased webhook (docs/webhooks.md#contacterased, docs/privacy.md#downstream-notices),
 * from the dispatcher's contract on: ContactErasedV1 notices produced straight to
 * conversions.erasures.v1, as the gateway publishes them once an erasure request completed. One
 * message per (erasure, contact), sent once to each endpoint subscribed to the type, signed
 * (verified with the npm `standardwebhooks`), as the catalog describes it; a notice published again
 * makes no second message; it is live, so an endpoint that does not include test events gets it
 * too; an endpoint subscribed to other types gets nothing.
 */
describe('contact.erased webhooks', () => {
  let stack: WebhookStack;

  beforeAll(async () => {
    stack = await startWebhookStack('wh_erased');
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  });

  /** Publishes the notices with the gateway's key and headers (the event-id stable per notice). */
  const publish = (notices: ContactErasedV1[]) =>
    stack.gateway.get(TypedProducer).send(
      'erasures',
      notices.map((notice) => ({
        key: contactErasedKey(notice),
        value: notice,
        headers: {
          [MESSAGE_HEADERS.eventId]: contactErasedMessageId(notice.erasureId, notice.contactId),
          [MESSAGE_HEADERS.type]: CONTACT_ERASED_TYPE,
          [MESSAGE_HEADERS.schemaVersion]: String(CONTACT_ERASED_SCHEMA_VERSION),
        },
      })),
    );

  /** How many notices the dispatcher has consumed (its processed counter for the erasures topic). */
  const consumed = async (): Promise<number> => {
    const topic = `${stack.isolated.KAFKA_TOPIC_PREFIX}${TOPICS.erasures.name}`;
    const metric = await stack
      .dispatcher!.get(MetricsService)
      .registry.getSingleMetric('webhook_dispatcher_messages_processed_total')
      ?.get();
    return metric?.values.find((v) => v.labels.topic === topic)?.value ?? 0;
  };

  it('sends each erased contact once to every endpoint subscribed to contact.erased, signed, as documented', async () => {
    const { endpoints, ws, log } = stack;
    const [subscribed, everything, others] = await Promise.all(
      Array.from({ length: 3 }, () => stack.receiver()),
    );
    const subscribedEndpoint = await endpoints.create({
      url: subscribed.url,
      eventTypes: ['contact.erased'],
    });
    const everythingEndpoint = await endpoints.create({ url: everything.url });
    const othersEndpoint = await endpoints.create({
      url: others.url,
      eventTypes: ['event.recorded', 'conversion.counted', 'conversion.retracted'],
    });
    // The endpoints must exist before the erasure they hear of.
    await new Promise((resolve) => setTimeout(resolve, 20));

    const erasureId = uuidv7();
    const requestedAt = new Date(Date.now() - 10).toISOString();
    const erasedAt = new Date().toISOString();
    const notices: ContactErasedV1[] = ['contact-a', 'contact-b'].map((contactId) => ({
      erasureId,
      workspaceId: ws,
      contactId,
      requestedAt,
      erasedAt,
    }));
    const ids = notices.map((n) => contactErasedMessageId(n.erasureId, n.contactId));
    const before = await consumed();
    // Published twice, as the gateway does when it crashes between publishing and marking the
    // request completed: the second copy makes no message, no delivery and no request.
    await publish(notices);
    await publish(notices);

    for (const r of [subscribed, everything])
      await r.waitFor((got) => ids.every((id) => got.some((q) => q.id === id)));
    await until(consumed, (n) => n >= before + 4);
    expect(await consumed()).toBe(before + 4);
    // A second message would be delivered about as fast as the first.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    for (const [r, endpoint] of [
      [subscribed, subscribedEndpoint],
      [everything, everythingEndpoint],
    ] as const) {
      expect(r.strays).toEqual([]);
      expect(r.received.map((q) => q.id).sort()).toEqual([...ids].sort());
      for (const request of r.received) {
        const payload = WebhookReceiver.verify(request, endpoint.secret) as { type: string };
        expect(catalogCheck(payload)).toEqual({ type: 'contact.erased', valid: true, errors: null });
        const notice = notices.find((n) => contactErasedMessageId(n.erasureId, n.contactId) === request.id)!;
        expect(payload).toEqual({
          type: 'contact.erased',
          timestamp: erasedAt,
          data: { erasureId, contactId: notice.contactId, requestedAt, erasedAt },
        });
        // Live: never marked as test traffic.
        expect(payload).not.toHaveProperty('test');
      }
    }
    expect(others.received).toEqual([]);
    expect(await log.deliveries(othersEndpoint.id)).toEqual([]);
    // One message per contact, with one delivery per subscribed endpoint; each kept under its contact.
    const messages = await log.messages(ids);
    expect(messages.map((m) => m.type)).toEqual(['contact.erased', 'contact.erased']);
    expect(await log.counts(ws)).toEqual({ messages: 2, deliveries: 4, attempts: 4 });
  }, 60_000);
});
