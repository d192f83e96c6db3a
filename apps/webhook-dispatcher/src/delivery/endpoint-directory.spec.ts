import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { newSigningSecret, secretBytes, SecretCipher } from '@app/webhooks';
import { EndpointRow, EndpointsRepository } from './endpoints.repository';
import { EndpointDirectory } from './endpoint-directory';

const cipher = SecretCipher.parse(`k1:${randomBytes(32).toString('base64')}`);
const otherCipher = SecretCipher.parse(`k2:${randomBytes(32).toString('base64')}`);

function row(id: string, fields: Partial<EndpointRow> = {}): EndpointRow {
  return {
    id,
    url: `https://${id}.example.com/hooks`,
    enabled: true,
    effectiveEnabled: true,
    disabledReason: null,
    enabledChangedAt: new Date('2026-11-20T13:00:00Z'),
    enabledChangedBasis: '2026-11-20 13:00:00+00',
    secrets: [],
    ...fields,
  };
}

function directory(rows: EndpointRow[], ttlMs = 1000) {
  const loads: string[][] = [];
  const repository = {
    async endpoints(ids: string[]) {
      loads.push(ids);
      return rows.filter((r) => ids.includes(r.id));
    },
  };
  return {
    loads,
    directory: new EndpointDirectory(repository as unknown as EndpointsRepository, cipher, ttlMs),
  };
}

describe('EndpointDirectory', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('loads every unknown endpoint of a claim in one read, and opens its signing secrets', async () => {
    const current = newSigningSecret();
    const previous = newSigningSecret();
    const expiresAt = new Date('2026-11-22T13:00:00Z');
    const { directory: d, loads } = directory([
      row('ep_a', {
        secrets: [
          { sealed: cipher.seal(current), expiresAt: null },
          { sealed: cipher.seal(previous), expiresAt },
        ],
      }),
    ]);
    const found = await d.get(['ep_a', 'ep_a', 'ep_gone']);
    expect(loads).toEqual([['ep_a', 'ep_gone']]);
    expect(found.get('ep_gone')).toBeNull();
    expect(found.get('ep_a')).toMatchObject({
      url: 'https://ep_a.example.com/hooks',
      enabled: true,
      offReason: null,
      keyProblem: null,
    });
    // The keys are key objects, made once per secret (signing with a Buffer makes one per call).
    const keys = found.get('ep_a')!.keys;
    expect(keys.map((k) => [k.key.export(), k.expiresAt])).toEqual([
      [secretBytes(current), null],
      [secretBytes(previous), expiresAt.getTime()],
    ]);
  });

  it('trusts what it read for the cache time, then reads again', async () => {
    const { directory: d, loads } = directory([row('ep_a')], 1000);
    await d.get(['ep_a'], 10_000);
    await d.get(['ep_a'], 10_999);
    expect(loads).toHaveLength(1);
    await d.get(['ep_a'], 11_000);
    expect(loads).toHaveLength(2);
    d.forget('ep_a');
    await d.get(['ep_a'], 11_001);
    expect(loads).toHaveLength(3);
  });

  it('says why an endpoint is off', async () => {
    const { directory: d } = directory([
      row('ep_api', { enabled: false, effectiveEnabled: false }),
      row('ep_410', { effectiveEnabled: false, disabledReason: 'The endpoint answered 410 Gone on ...' }),
    ]);
    const found = await d.get(['ep_api', 'ep_410']);
    expect(found.get('ep_api')).toMatchObject({ enabled: false, offReason: 'switched off through the API' });
    expect(found.get('ep_410')).toMatchObject({
      enabled: false,
      offReason: 'The endpoint answered 410 Gone on ...',
    });
  });

  it('names a secret it cannot open, without the secret', async () => {
    const secret = newSigningSecret();
    const { directory: d } = directory([
      row('ep_a', { secrets: [{ sealed: otherCipher.seal(secret), expiresAt: null }] }),
    ]);
    const entry = (await d.get(['ep_a'])).get('ep_a')!;
    expect(entry.keys).toEqual([]);
    expect(entry.keyProblem).toBe(
      'cannot sign: a signing secret of this endpoint cannot be opened (sealed under key "k2", which WEBHOOK_SECRET_KEYS no longer holds)',
    );
    expect(entry.keyProblem).not.toContain(secret);
  });

  it('says so when an endpoint has no signing secret', async () => {
    const { directory: d } = directory([row('ep_a')]);
    expect((await d.get(['ep_a'])).get('ep_a')!.keyProblem).toBe(
      'cannot sign: the endpoint has no signing secret',
    );
  });
});
