import { Webhook } from 'standardwebhooks';
import { newSigningSecret, secretBytes, signedHeaders, signingKey } from './signing-secret';

describe('Standard Webhooks signatures', () => {
  const body = JSON.stringify({ type: 'webhook.test', timestamp: '2026-11-23T00:00:00.000Z', data: {} });
  const now = () => Math.floor(Date.now() / 1000);

  it('makes whsec_ secrets of 32 random bytes', () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secretBytes(a)).toHaveLength(32);
    expect(newSigningSecret()).not.toEqual(a);
  });

  it('signs so that the standardwebhooks package verifies, unchanged', () => {
    const secret = newSigningSecret();
    const headers = signedHeaders([secretBytes(secret)], 'msg_1', now(), body);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(headers['webhook-signature']).toEqual(
      new Webhook(secret).sign('msg_1', new Date(Number(headers['webhook-timestamp']) * 1000), body),
    );
  });

  it('signs the same with the key object the dispatcher keeps per secret', () => {
    const secret = newSigningSecret();
    const at = now();
    const headers = signedHeaders([signingKey(secret)], 'msg_1', at, body);
    expect(headers).toEqual(signedHeaders([secretBytes(secret)], 'msg_1', at, body));
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('fails under another secret, another body or another id', () => {
    const secret = newSigningSecret();
    const headers = { ...signedHeaders([secretBytes(secret)], 'msg_1', now(), body) };
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
  });

  it('carries one signature per secret during a rotation, each verifying on its own', () => {
    const [previous, current] = [newSigningSecret(), newSigningSecret()];
    const headers = { ...signedHeaders([secretBytes(current), secretBytes(previous)], 'msg_1', now(), body) };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
    expect(new Webhook(current).verify(body, headers)).toBeTruthy();
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
  });
});
