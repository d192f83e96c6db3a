import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ApiKeysService, Scope } from '@app/auth';
import { registerSecret } from '@app/testing';

/**
 * Test mode in specs (docs/api.md#test-mode): a test key, requests with query parameters, and
 * what a request left behind in Postgres and Redis, to prove a validateOnly request stored nothing.
 */

/** A `cvk_test_` key of the workspace. */
export async function createTestKey(
  app: INestApplicationContext,
  workspaceId: string,
  scopes: Scope[] = ['events:write', 'events:read'],
): Promise<string> {
  const created = await app.get(ApiKeysService).create(workspaceId, {
    name: 'test-mode key',
    scopes,
    expiresAt: null,
    mode: 'test',
  });
  registerSecret('API key', created.key);
  return created.key;
}

/** POST a JSON body to `path` (with its query string) as `key`. */
export function postJson(app: NestFastifyApplication, key: string, path: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Rows of the workspace in each table a submission writes. */
export async function storedRows(
  db: DataSource,
  workspaceId: string,
): Promise<{ events: number; adjustments: number; outbox: number }> {
  const [row] = await db.query(
    `SELECT (SELECT count(*) FROM events WHERE workspace_id = $1)::int AS events,
            (SELECT count(*) FROM adjustments WHERE workspace_id = $1)::int AS adjustments,
            (SELECT count(*) FROM outbox o
               LEFT JOIN events e ON e.id = o.event_id
               LEFT JOIN adjustments a ON a.id = o.adjustment_id
              WHERE e.workspace_id = $1 OR a.workspace_id = $1)::int AS outbox`,
    [workspaceId],
  );
  return row;
}

/**
 * Every Redis key of this run that names the workspace (claims and markers of every kind and
 * mode carry its id; rate-limit counters name the caller, not the workspace).
 */
export async function workspaceRedisKeys(workspaceId: string): Promise<string[]> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(
        cursor,
        'MATCH',
        `${process.env.REDIS_KEY_PREFIX}*`,
        'COUNT',
        1000,
      );
      keys.push(...batch.filter((k) => k.includes(workspaceId)));
      cursor = next;
    } while (cursor !== '0');
    return keys.sort();
  } finally {
    redis.disconnect();
  }
}

/** A problem body without what differs between two requests (their ids). */
export function problemOf(body: Record<string, unknown>): Record<string, unknown> {
  const { requestId: _r, instance: _i, ...rest } = body;
  return rest;
}
