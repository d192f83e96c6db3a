import { availableParallelism } from 'node:os';
import { GatewayEnv } from './gateway.env';
import { loadEnv } from './load-env';

const KEYS = { WEBHOOK_SECRET_KEYS: `k1:${'A'.repeat(43)}=`, PRIVACY_HASH_KEY: `${'B'.repeat(43)}=` };
const workers = (value?: string) => loadEnv(GatewayEnv, { ...KEYS, GATEWAY_WORKERS: value }).GATEWAY_WORKERS;

describe('GATEWAY_WORKERS', () => {
  it('is 1 (the gateway in its own process) unless set', () => {
    expect(workers()).toBe(1);
    expect(workers('')).toBe(1);
  });

  it('takes a whole number, or auto for one per CPU', () => {
    expect(workers('4')).toBe(4);
    expect(workers(' Auto ')).toBe(Math.min(availableParallelism(), 64));
  });

  it('refuses anything else, saying what it accepts', () => {
    for (const bad of ['0', '65', '2.5', 'all'])
      expect(() => workers(bad)).toThrow(
        `GATEWAY_WORKERS: must be a whole number from 1 to 64, or auto (one per CPU) (got "${bad}")`,
      );
  });
});
