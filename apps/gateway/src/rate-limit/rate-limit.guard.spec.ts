import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiKeyPrincipal } from '@app/auth';
import { RequireScopes } from '@app/auth';
import { ChargedByClaim } from '../recording/charged-by-claim.decorator';
import { ChargeableRequest, rateLimitChargeOf } from './rate-limit-charge';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiter } from './rate-limiter.service';

class Routes {
  @RequireScopes('events:write')
  @ChargedByClaim()
  ingest(): void {}

  @RequireScopes('events:read')
  read(): void {}

  open(): void {}
}

const principal: ApiKeyPrincipal = {
  kind: 'api_key',
  keyId: 'k1',
  workspaceId: 'w1',
  scopes: new Set(),
  mode: 'live',
};

describe('RateLimitGuard', () => {
  let counted: number;
  let guard: RateLimitGuard;

  beforeEach(() => {
    counted = 0;
    const counters = {
      key: (subject: string) => `ratelimit:${subject}`,
      count: async () => ({ consumed: ++counted, msBeforeNext: 1000 }),
    };
    const limiter = new RateLimiter(counters as unknown as RateLimitCountersRepository, {
      requests: 10,
      windowSeconds: 1,
    });
    guard = new RateLimitGuard(new Reflector(), limiter);
  });

  function context(handler: keyof Routes, request: Partial<ChargeableRequest>): ExecutionContext {
    const reply = { header: () => reply };
    return {
      getHandler: () => Routes.prototype[handler],
      getClass: () => Routes,
      switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
    } as unknown as ExecutionContext;
  }

  it('counts a request to any other route at once', async () => {
    expect(await guard.canActivate(context('read', { principal }))).toBe(true);
    expect(counted).toBe(1);
  });

  it('leaves an ingest route its charge unpaid, for the claim to pay', async () => {
    const request: Partial<ChargeableRequest> = { principal };
    expect(await guard.canActivate(context('ingest', request))).toBe(true);
    expect(counted).toBe(0);
    const charge = rateLimitChargeOf(request as ChargeableRequest);
    await charge.pay();
    expect(counted).toBe(1);
  });

  it('lets public routes through uncounted, and fails loudly if it ever runs before authentication', async () => {
    expect(await guard.canActivate(context('open', {}))).toBe(true);
    await expect(guard.canActivate(context('read', {}))).rejects.toThrow(/before ApiAuthGuard/);
    expect(counted).toBe(0);
  });
});
