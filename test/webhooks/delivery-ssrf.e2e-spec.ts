import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { eventMessageId } from '@app/webhooks';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';
import { until } from '../support/wait';
import {
  DeliveryLog,
  isolatedStack,
  startWebhookDispatcher,
  WebhookEndpoints,
} from '../support/webhook-dispatcher';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * DESIGN.md section 5, SSRF, end to end. Only ever on addresses of this machine: the receivers
 * listen on 127.0.0.1 and ::1, and every URL below names one of them in some spelling, so that
 * even a broken guard could reach nothing else. With the default config (no allow-list), each
 * delivery is refused before any connection and the attempt is recorded with the reason; with
 * the operator's allow-list, a loopback receiver is reached, but a redirect is still never followed.
 */
describe('SSRF guard of deliveries', () => {
  let isolated: Record<string, string>;
  let gateway: NestFastifyApplication;
  let log: DeliveryLog;
  const receivers: WebhookReceiver[] = [];

  const receiver = async (...args: Parameters<typeof WebhookReceiver.start>) => {
    const r = await WebhookReceiver.start(...args);
    receivers.push(r);
    return r;
  };

  const workspace = async () => {
    const { workspace, key } = await createWorkspaceWithKey(gateway);
    return {
      endpoints: new WebhookEndpoints(gateway, workspace.id, key.key),
      post: async () => {
        const res = await postEvent(gateway, workspace.id, key.key, eventBody());
        expect(res.statusCode).toBe(201);
        return eventMessageId(res.json().id, 'event.recorded');
      },
    };
  };

  beforeAll(async () => {
    isolated = await isolatedStack('wh_ssrf');
    gateway = await startGateway({ ...isolated, WEBHOOK_ALLOW_HTTP: 'true', RATE_LIMIT_REQUESTS: '100000' });
    log = new DeliveryLog(gateway.get(DataSource), isolated.DATABASE_SCHEMA_PREFIX);
  }, 60_000);

  afterAll(async () => {
    for (const r of receivers) await r.close();
    await gateway?.close();
  });

  describe('with the default config (public addresses only)', () => {
    let dispatcher: NestFastifyApplication;
    beforeAll(async () => {
      dispatcher = await startWebhookDispatcher({ ...isolated, WEBHOOK_ALLOWED_CIDRS: '' });
    });
    afterAll(async () => dispatcher?.close());

    it('refuses every loopback spelling before connecting, and records the attempt with the reason', async () => {
      const v4 = await receiver({ host: '127.0.0.1' });
      const v6 = await receiver({ host: '::1' });
      const targets = {
        '127.0.0.1': v4.url,
        '[::1]': v6.url,
        '[::ffff:127.0.0.1]': v4.urlWithHost('[::ffff:127.0.0.1]'),
        'localhost (resolves to loopback)': v4.urlWithHost('localhost'),
        '2130706433 (127.0.0.1 as one number)': v4.urlWithHost('2130706433'),
        '0.0.0.0 (this host)': v4.urlWithHost('0.0.0.0'),
      };
      const { endpoints, post } = await workspace();
      const created = new Map<string, string>();
      for (const [name, url] of Object.entries(targets))
        created.set(name, (await endpoints.create({ url })).id);
      const messageId = await post();

      for (const [name, endpointId] of created) {
        const [delivery] = await log.settled(endpointId, 1, ['failed']);
        expect({ name, status: delivery?.status }).toEqual({ name, status: 'failed' });
        const attempts = await log.attempts(endpointId, messageId);
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
    let dispatcher: NestFastifyApplication;
    beforeAll(async () => {
      dispatcher = await startWebhookDispatcher({ ...isolated, WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' });
    });
    afterAll(async () => dispatcher?.close());

    it('reaches an allowed receiver, and only inside the listed range', async () => {
      const v4 = await receiver({ host: '127.0.0.1' });
      const v6 = await receiver({ host: '::1' });
      const { endpoints, post } = await workspace();
      const allowed = await endpoints.create({ url: v4.url });
      const outside = await endpoints.create({ url: v6.url });
      const messageId = await post();

      const [request] = await v4.waitForCount(1);
      expect(request.id).toBe(messageId);
      expect(WebhookReceiver.verifies(request, allowed.secret)).toBe(true);
      const [refused] = await log.settled(outside.id, 1, ['failed']);
      expect(refused.status).toBe('failed');
      expect(v6.connections).toBe(0);
    });

    it('a redirect to 127.0.0.1 is not followed: the target receives nothing', async () => {
      const target = await receiver({ host: '127.0.0.1' });
      const redirecting = await receiver({
        host: '127.0.0.1',
        reply: { status: 302, headers: { location: target.url } },
      });
      const { endpoints, post } = await workspace();
      const endpoint = await endpoints.create({ url: redirecting.url });
      const messageId = await post();

      const [delivery] = await log.settled(endpoint.id, 1, ['failed']);
      expect(delivery.status).toBe('failed');
      const attempts = await until(
        () => log.attempts(endpoint.id, messageId),
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
