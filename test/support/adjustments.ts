import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';

/** A valid adjustment body of the event `externalId`: a restatement by default; override any field. */
export function adjustmentBody(
  externalId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    adjustmentId: `refund-${randomUUID()}`,
    externalId,
    type: 'restatement',
    occurredAt: new Date(Date.now() - 30_000).toISOString(),
    valueMinor: 2999,
    currency: 'EUR',
    ...overrides,
  };
}

/** A retraction of the event `externalId` (no value). */
export function retractionBody(
  externalId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const { valueMinor: _v, currency: _c, ...body } = adjustmentBody(externalId, { type: 'retraction' });
  return { ...body, ...overrides };
}

export function postAdjustment(app: NestFastifyApplication, workspaceId: string, key: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspaceId}/adjustments`,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function postAdjustmentBatch(
  app: NestFastifyApplication,
  workspaceId: string,
  key: string,
  body: unknown,
) {
  return app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspaceId}/adjustments/batch`,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

export function getJson(app: NestFastifyApplication, key: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
}
