import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey } from '@app/testing';
import { startAttribution } from './attribution';
import { putCampaign } from './events';
import { startGateway } from './gateway';
import { startReportProjection } from './report-projection';
import { readEvents } from './sse';
import { until } from './wait';

/** What the specs of reports and the conversion-test panel run against. */
export interface ReportStack {
  /** Listening on a free port (the live panel is read over real HTTP), at `base`. */
  gateway: NestFastifyApplication;
  attribution: NestFastifyApplication;
  projection: NestFastifyApplication;
  base: string;
  /** A workspace of its own, and a key holding every scope. */
  ws: string;
  key: string;
  close(): Promise<void>;
}

/**
 * A gateway (no rate limit to speak of, no safety-net poll of the panel within a test's time, so
 * panel changes must come through the projection's notices), attribution and the report
 * projection, over real Postgres, Redis and Kafka, with a workspace whose campaigns are PUT (by
 * default active since 30 days ago, with the goal order_paid).
 */
export async function startReportStack(
  campaignIds: string[],
  options: { gateway?: Record<string, string>; campaign?: Record<string, unknown> } = {},
): Promise<ReportStack> {
  const gateway = await startGateway({
    RATE_LIMIT_REQUESTS: '100000',
    PANEL_STREAM_POLL_MS: '600000',
    ...options.gateway,
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const base = await gateway.getUrl();
  const attribution = await startAttribution();
  const projection = await startReportProjection();
  const setup = await createWorkspaceWithKey(gateway);
  const ws = setup.workspace.id;
  const key = setup.key.key;
  for (const id of campaignIds) {
    const put = await putCampaign(gateway, ws, key, id, options.campaign);
    if (put.statusCode !== 201) throw new Error(`PUT campaign ${id}: ${put.statusCode} ${put.body}`);
  }
  return {
    gateway,
    attribution,
    projection,
    base,
    ws,
    key,
    async close() {
      await projection.close();
      await attribution.close();
      await gateway.close();
    },
  };
}

/**
 * Opens the campaign's live panel (docs/api.md#live-panel-server-sent-events) and returns the
 * stream once its first panel arrived, so what the spec does next shows as a change. Cancel it in
 * a `finally`.
 */
export async function openPanelStream(
  stack: Pick<ReportStack, 'base' | 'ws' | 'key'>,
  campaignId: string,
): Promise<ReturnType<typeof readEvents>> {
  const res = await fetch(
    `${stack.base}/v1/workspaces/${stack.ws}/campaigns/${campaignId}/conversion-test/stream`,
    { headers: { authorization: `Bearer ${stack.key}`, accept: 'text/event-stream' } },
  );
  if (res.status !== 200 || !res.body) throw new Error(`panel stream of ${campaignId}: ${res.status}`);
  const stream = readEvents(res.body);
  const first = await until(
    () => stream.panels().length,
    (n) => n >= 1,
  );
  if (first < 1) {
    await stream.cancel();
    throw new Error(`panel stream of ${campaignId}: no first panel`);
  }
  return stream;
}
