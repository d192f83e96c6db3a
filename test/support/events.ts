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
