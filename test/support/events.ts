import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';

/** A valid event body; override any field. */
export function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'order_paid',
    occurredAt: new Date(Date.now() - 60_000).toISOString(),
    contactId: `contact-${randomUUID().slice(0, 8)}`,
    campaignId: 'spring-sale',
    valueMinor: 4999,
    currency: 'EUR',
    externalId: `order-${randomUUID()}`,
    ...overrides,
  };
}

export function postEvent(app: NestFastifyApplication, workspaceId: string, key: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspaceId}/events`,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function postBatch(app: NestFastifyApplication, workspaceId: string, key: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspaceId}/events/batch`,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** PUTs a campaign: by default active since 30 days ago, with the goal order_paid, counting every conversion. */
export function putCampaign(
  app: NestFastifyApplication,
  workspaceId: string,
  key: string,
  campaignId: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/v1/workspaces/${workspaceId}/campaigns/${campaignId}`,
    headers: { authorization: `Bearer ${key}` },
    payload: {
      name: campaignId,
      status: 'active',
      startsAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      goals: ['order_paid'],
      ...overrides,
    },
  });
}
