/**
 * The set-up every service's retention spec shares (docs/privacy.md#retention): a workspace's
 * retention set through the API, the clock of the spec's own sweeps, and what a service's
 * `<service>_retention_deleted_total` counter holds.
 */
import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Counter } from 'prom-client';
import { MetricsService } from '@app/observability';

const DAY_MS = 86_400_000;

/**
 * When a spec's own sweep runs: 15 days ahead. Rows backdated 20 days are then old to it under a
 * 30-day retention, and to no process sweeping with the real clock meanwhile.
 */
export const sweepAhead = (): Date => new Date(Date.now() + 15 * DAY_MS);

/** Sets a workspace's retention through PATCH .../settings and checks that it took. */
export async function setRetention(
  gateway: NestFastifyApplication,
  to: { ws: string; key: string },
  settings: { eventRetentionDays?: number; webhookLogRetentionDays?: number },
): Promise<void> {
  const res = await gateway.inject({
    method: 'PATCH',
    url: `/v1/workspaces/${to.ws}/settings`,
    headers: { authorization: `Bearer ${to.key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(settings),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject(settings);
}

/** The rows a service's retention counter (`metric`) has counted so far, by table. */
export async function retentionDeletedCounts(
  app: INestApplicationContext,
  metric: string,
): Promise<Record<string, number>> {
  const counter = app.get(MetricsService).registry.getSingleMetric(metric) as Counter;
  const { values } = await counter.get();
  return Object.fromEntries(values.map((v) => [String(v.labels.table), v.value]));
}
