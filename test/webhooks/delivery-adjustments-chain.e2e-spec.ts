import { adjustmentMessageId, eventMessageId } from '@app/webhooks';
import { eventBody, postEvent, putCampaign } from '../support/events';
import { catalogCheck } from '../support/webhook-catalog';
import { startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

interface Payload {
  type: string;
  timestamp: string;
  data: { event: Record<string, unknown> & { attribution: Record<string, unknown> } } & Record<
    string,
    unknown
  >;
}

/**
 * Adjustment webhooks through the whole platform (docs/webhooks.md#conversionrestated,
 * #conversionretracted): adjustments sent to the API, decided by attribution, sent by the
 * dispatcher. A restatement then a retraction of one counted conversion arrive once each, in the
 * catalog's shapes, their event as the events API shows it afterwards (but for the decision's
 * sentence and the list of adjustments), and a later adjustment, not applied, sends nothing.
 * (delivery-adjustments.e2e-spec.ts covers the dispatcher's contract case by case.)
 */
describe('adjustments sent through the API, as webhooks', () => {
  let stack: WebhookStack;

  beforeAll(async () => {
    stack = await startWebhookStack('wh_adjchain', { attribution: true });
    expect((await putCampaign(stack.gateway, stack.ws, stack.key, 'spring')).statusCode).toBe(201);
  }, 60_000);

  afterAll(() => stack?.close());

  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    stack.gateway.inject({
      method,
      url: `/v1/workspaces/${stack.ws}${path}`,
      headers: { authorization: `Bearer ${stack.key}` },
      ...(payload ? { payload } : {}),
    });

  it('sends the applied restatement and retraction of a conversion, once each, as the API shows them', async () => {
    const { gateway, ws, key, endpoints } = stack;
    const receiver = await stack.receiver();
    const endpoint = await endpoints.create({
      url: receiver.url,
      eventTypes: ['conversion.counted', 'conversion.retracted', 'conversion.restated'],
    });
    const body = eventBody({
      campaignId: 'spring',
      occurredAt: new Date(Date.now() - 120_000).toISOString(),
    });
    const recorded = await postEvent(gateway, ws, key, body);
    expect(recorded.statusCode).toBe(201);
    const eventId: string = recorded.json().id;
    const counted = eventMessageId(eventId, 'conversion.counted');
    await receiver.waitFor((got) => got.some((q) => q.id === counted), 30_000);

    const adjust = async (adjustment: object): Promise<string> => {
      const res = await call('POST', '/adjustments', {
        externalId: body.externalId,
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        ...adjustment,
      });
      expect(res.statusCode).toBe(201);
      return res.json().id;
    };
    // One after the other: the second is received after the first was decided.
    const restated = adjustmentMessageId(
      await adjust({
        adjustmentId: `restate-${eventId}`,
        type: 'restatement',
        valueMinor: 2999,
        currency: 'EUR',
      }),
      'conversion.restated',
    );
    await receiver.waitFor((got) => got.some((q) => q.id === restated), 30_000);
    const retracted = adjustmentMessageId(
      await adjust({ adjustmentId: `refund-${eventId}`, type: 'retraction' }),
      'conversion.retracted',
    );
    await receiver.waitFor((got) => got.some((q) => q.id === retracted), 30_000);
    // After a retraction, nothing applies: this one is decided not applied, and sends nothing.
    const refused = await adjust({ adjustmentId: `late-${eventId}`, type: 'retraction' });
    const shown = await (async () => {
      for (let i = 0; i < 100; i++) {
        const event = (await call('GET', `/events/${eventId}`)).json();
        const late = event.adjustments.find((a: { id: string }) => a.id === refused);
        if (late?.outcome.status !== 'pending') return event;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the late retraction was never decided');
    })();
    expect(shown.adjustments.map((a: { outcome: { reason: string } }) => a.outcome.reason)).toEqual([
      'applied',
      'applied',
      'already_retracted',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(receiver.strays).toEqual([]);
    expect(receiver.received.map((q) => q.id)).toEqual([counted, restated, retracted]);
    const payloads = receiver.received.map((q) => WebhookReceiver.verify(q, endpoint.secret) as Payload);
    for (const payload of payloads)
      expect(catalogCheck(payload)).toEqual({ type: payload.type, valid: true, errors: null });
    const [, restatement, retraction] = payloads;
    // The retraction left the event as the API now shows it (without the sentence of its
    // decision, which came with conversion.counted, without the list of its adjustments, and
    // without its `test`: a webhook carries that at the top level, on test traffic only).
    const { adjustments, attribution, test, ...event } = shown;
    expect(test).toBe(false);
    expect(payloads.every((p) => !('test' in p))).toBe(true);
    const { message: _message, ...attributionShown } = attribution;
    expect(retraction.data.event).toEqual({ ...event, attribution: attributionShown });
    expect(retraction).toMatchObject({
      type: 'conversion.retracted',
      timestamp: adjustments[1].outcome.decidedAt,
      data: {
        campaignId: 'spring',
        adjustment: { id: adjustments[1].id, adjustmentId: `refund-${eventId}`, type: 'retraction' },
        effect: { previousValueMinor: '2999', netValueMinor: '0', currency: 'EUR' },
      },
    });
    expect(restatement).toMatchObject({
      type: 'conversion.restated',
      timestamp: adjustments[0].outcome.decidedAt,
      data: {
        event: { id: eventId, attribution: { status: 'counted', netValueMinor: '2999', retractedAt: null } },
        adjustment: { id: adjustments[0].id, valueMinor: '2999', currency: 'EUR' },
        effect: { previousValueMinor: '4999', netValueMinor: '2999', currency: 'EUR' },
      },
    });
  }, 90_000);
});
