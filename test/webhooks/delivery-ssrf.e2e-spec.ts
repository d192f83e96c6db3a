import { until } from '../support/wait';
import { startWebhookStack, WebhookStack } from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * SSRF (docs/architecture.md#ssrf-guard), end to end. Only ever on addresses of this machine: the receivers
 * listen on 127.0.0.1 and ::1, and every URL below names one of them in some spelling, so that
 * even a broken guard could reach nothing else. With the default config (no allow-list), each
 * delivery is refused before any connection and the attempt is recorded with the reason; with
 * the operator's allow-list, a loopback receiver is reached, but a redirect is still never followed.
 */
describe('SSRF guard of deliveries', () => {
  let stack: WebhookStack;

  beforeAll(async () => {
    // Each describe below starts its own dispatcher, with its own allow-list.
    stack = await startWebhookStack('wh_ssrf', { dispatcher: false });
  }, 60_000);

  afterAll(() => stack?.close());

  describe('with the default config (public addresses only)', () => {
    beforeAll(() => stack.startDispatcher({ WEBHOOK_ALLOWED_CIDRS: '' }));
    afterAll(() => stack.stopDispatcher());

    it('refuses every loopback spelling before connecting, and records the attempt with the reason', async () => {
      const v4 = await stack.receiver({ host: '127.0.0.1' });
      const v6 = await stack.receiver({ host: '::1' });
      const targets = {
        '127.0.0.1': v4.url,
        '[::1]': v6.url,
        '[::ffff:127.0.0.1]': v4.urlWithHost('[::ffff:127.0.0.1]'),
        'localhost (resolves to loopback)': v4.urlWithHost('localhost'),
        '2130706433 (127.0.0.1 as one number)': v4.urlWithHost('2130706433'),
        '0.0.0.0 (this host)': v4.urlWithHost('0.0.0.0'),
      };
      const { endpoints, postEvent } = await stack.workspace();
      const created = new Map<string, string>();
      for (const [name, url] of Object.entries(targets))
        created.set(name, (await endpoints.create({ url })).id);
      const messageId = await postEvent();

      for (const [name, endpointId] of created) {
        const [delivery] = await stack.log.settled(endpointId, 1, ['failed']);
        expect({ name, status: delivery?.status }).toEqual({ name, status: 'failed' });
        const attempts = await stack.log.attempts(endpointId, messageId);
        expect({ name, attempts: attempts.length > 0 }).toEqual({ name, attempts: true });
        for (const attempt of attempts) {
          // Refused by the guard, naming why: not a connection that failed.
          expect({ name, status: attempt.status_code, error: attempt.error }).toEqual({
            name,
            status: null,
            error: expect.stringMatching(/^refused: .*(loopback|unspecified).*only reach public addresses/),
          });
        }
        // The API's delivery log shows the same reason to the integrator.
        const shown = await endpoints.message(endpointId, messageId);
        expect(shown.statusCode).toBe(200);
        expect(shown.json().attempts).toEqual(
          attempts.map((a) => expect.objectContaining({ statusCode: null, error: a.error })),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect({ v4: v4.connections, v6: v6.connections }).toEqual({ v4: 0, v6: 0 });
      expect([...v4.received, ...v4.strays, ...v6.received, ...v6.strays]).toEqual([]);
    });
  });

  describe('with an operator allow-list of loopback (127.0.0.0/8)', () => {
    beforeAll(() => stack.startDispatcher({ WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' }));
    afterAll(() => stack.stopDispatcher());

    it('reaches an allowed receiver, and only inside the listed range', async () => {
      const v4 = await stack.receiver({ host: '127.0.0.1' });
      const v6 = await stack.receiver({ host: '::1' });
      const { endpoints, postEvent } = await stack.workspace();
      const allowed = await endpoints.create({ url: v4.url });
      const outside = await endpoints.create({ url: v6.url });
      const messageId = await postEvent();

      const [request] = await v4.waitForCount(1);
      expect(request.id).toBe(messageId);
      expect(WebhookReceiver.verifies(request, allowed.secret)).toBe(true);
      const [refused] = await stack.log.settled(outside.id, 1, ['failed']);
      expect(refused.status).toBe('failed');
      expect(v6.connections).toBe(0);
    });

    it('a redirect to 127.0.0.1 is not followed: the target receives nothing', async () => {
      const target = await stack.receiver({ host: '127.0.0.1' });
      const redirecting = await stack.receiver({
        host: '127.0.0.1',
        reply: { status: 302, headers: { location: target.url } },
      });
      const { endpoints, postEvent } = await stack.workspace();
      const endpoint = await endpoints.create({ url: redirecting.url });
      const messageId = await postEvent();

      const [delivery] = await stack.log.settled(endpoint.id, 1, ['failed']);
      expect(delivery.status).toBe('failed');
      const attempts = await until(
        () => stack.log.attempts(endpoint.id, messageId),
        (a) => a.length > 0,
      );
      for (const attempt of attempts) expect(attempt.status_code).toBe(302);
      expect(redirecting.received.length).toBe(attempts.length);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect({ connections: target.connections, received: target.received }).toEqual({
        connections: 0,
        received: [],
      });
    });
  });
});
