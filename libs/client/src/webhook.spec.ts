import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook, WebhookVerificationError } from './webhook';

describe('Webhook (receivers)', () => {
  const secret = `whsec_${Buffer.from('a-secret-of-twenty-four-bytes!!').toString('base64')}`;
  const signer = new StandardWebhook(secret);
  const body = JSON.stringify({
    type: 'conversion.counted',
    timestamp: '2026-11-25T10:00:00.000Z',
    data: { event: { id: 'e1' }, campaignId: 'spring', decision: { counted: true, reason: 'counted' } },
  });
  const headersAt = (at: Date, payload = body) => ({
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign('msg_1', at, payload),
  });

  it('accepts a message signed the Standard Webhooks way and types it by its type', () => {
    const message = new Webhook(secret).verify(body, headersAt(new Date()));
    expect(message.type).toBe('conversion.counted');
    if (message.type === 'conversion.counted') expect(message.data.decision.reason).toBe('counted');
  });

  it('takes a Buffer body and a fetch Headers object as well', () => {
    const headers = new Headers(headersAt(new Date()));
    expect(new Webhook(secret).verify(Buffer.from(body), headers).type).toBe('conversion.counted');
  });

  it('refuses a changed body, another secret, and a timestamp older than 5 minutes', () => {
    const now = new Date();
    expect(() => new Webhook(secret).verify(body.replace('spring', 'autumn'), headersAt(now))).toThrow(
      WebhookVerificationError,
    );
    const other = `whsec_${Buffer.from('another-secret-of-24-bytes!!').toString('base64')}`;
    expect(() => new Webhook(other).verify(body, headersAt(now))).toThrow(WebhookVerificationError);
    expect(() => new Webhook(secret).verify(body, headersAt(new Date(Date.now() - 10 * 60_000)))).toThrow(
      WebhookVerificationError,
    );
  });
});
