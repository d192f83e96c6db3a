import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { schemaName } from '@app/database';
import {
  ErasureCoordinator,
  PassOutcome,
  PassOptions,
} from '../../apps/gateway/src/privacy/erasure-coordinator.service';

/**
 * Privacy in specs (docs/privacy.md): erasure requests through the API, the erasure coordinator
 * run one pass at a time, and the records the consumer services keep of an erasure, written here
 * as each service would (the specs start the gateway alone).
 */

/** A gateway env whose own coordinator never starts a request by itself: the spec runs passes. */
export const MANUAL_ERASURE_ENV = { ERASURE_START_DELAY_MS: '3600000' };

export function postErasure(app: NestFastifyApplication, workspaceId: string, key: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspaceId}/erasure-requests`,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function getJson(app: NestFastifyApplication, key: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
}

/**
 * One coordinator pass that got the lock (every gateway of the run shares it, and the spec's own
 * loop takes it every second), starting due requests at once.
 */
export async function coordinatorPass(
  app: NestFastifyApplication,
  options: PassOptions = {},
): Promise<Exclude<PassOutcome, 'locked'>> {
  const coordinator = app.get(ErasureCoordinator);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const outcome = await coordinator.pass({ startDelayMs: 0, ...options });
    if (outcome !== 'locked') return outcome;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the erasure coordinator lock stayed taken for 30 s');
}

export const CONSUMER_SCHEMAS = ['attribution', 'reportProjection', 'webhookDispatcher'] as const;

/** Records the request as completed by a consumer service, as its erasure handler does. */
export async function recordConsumerErasure(
  db: DataSource,
  service: (typeof CONSUMER_SCHEMAS)[number],
  requestId: string,
  workspaceId: string,
  removed: Record<string, number>,
  completedAt: Date | null = new Date(),
  schemaPrefix = process.env.DATABASE_SCHEMA_PREFIX ?? '',
): Promise<void> {
  const schema = schemaName(schemaPrefix, service);
  await db.query(
    `INSERT INTO "${schema}".erasures (request_id, workspace_id, removed, completed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (request_id) DO UPDATE SET removed = EXCLUDED.removed, completed_at = EXCLUDED.completed_at`,
    [requestId, workspaceId, JSON.stringify(removed), completedAt],
  );
}
