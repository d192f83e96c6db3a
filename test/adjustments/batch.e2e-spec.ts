import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createWorkspaceWithKey } from '@app/testing';
import {
  adjustmentBody,
  getJson,
  postAdjustment,
  postAdjustmentBatch,
  retractionBody,
} from '../support/adjustments';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';

/** POST .../adjustments/batch: one result per item, as /events/batch answers (docs/api.md, "Adjustments"). */
describe('adjustments batch', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    const setup = await createWorkspaceWithKey(app, ['events:write', 'events:read']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  it('mixed items: recorded, already_received, rejected, not_found and a repeat within the batch, in order', async () => {
    const event = eventBody();
    expect((await postEvent(app, ws, key, event)).statusCode).toBe(201);
    const externalId = event.externalId as string;
    const earlier = adjustmentBody(externalId);
    const earlierId = (await postAdjustment(app, ws, key, earlier)).json().id;
    const fresh = retractionBody(externalId);
    const missing = adjustmentBody(`order-none-${Date.now()}`);

    const res = await postAdjustmentBatch(app, ws, key, {
      adjustments: [
        fresh,
        earlier,
        retractionBody(externalId, { valueMinor: 5 }),
        missing,
        { ...fresh, occurredAt: new Date(Date.now() - 1000).toISOString() },
        'not an object',
      ],
    });
    expect(res.statusCode).toBe(200);
    const { results, summary } = res.json();
    expect(results.map((r: { status: string }) => r.status)).toEqual([
      'recorded',
      'already_received',
      'rejected',
      'not_found',
      'already_received',
      'rejected',
    ]);
    expect(results[0]).toMatchObject({
      index: 0,
      adjustmentId: fresh.adjustmentId,
      externalId,
      id: expect.any(String),
    });
    expect(results[1]).toMatchObject({ id: earlierId, payloadDiffers: false });
    expect(results[2].errors).toEqual([
      expect.objectContaining({ field: 'adjustments[2].valueMinor', code: 'not_allowed' }),
    ]);
    expect(results[3]).toMatchObject({
      adjustmentId: missing.adjustmentId,
      externalId: missing.externalId,
      errors: [expect.objectContaining({ field: 'adjustments[3].externalId', code: 'event_not_found' })],
    });
    expect(results[3].id).toBeUndefined();
    // Within one batch the first occurrence wins; a later repeat names it.
    expect(results[4]).toMatchObject({ id: results[0].id, payloadDiffers: true });
    expect(results[5]).toMatchObject({
      adjustmentId: null,
      externalId: null,
      errors: [expect.objectContaining({ field: 'adjustments[5]', code: 'invalid_type' })],
    });
    expect(summary).toEqual({ recorded: 1, alreadyReceived: 2, rejected: 2, notFound: 1, suppressed: 0 });

    const read = await getJson(app, key, `/v1/workspaces/${ws}/adjustments/${results[0].id}`);
    expect(read.json()).toMatchObject({ type: 'retraction', externalId });
  });

  it('the envelope: { adjustments: [1..1000] } and nothing else, else 400 for the whole request', async () => {
    for (const body of [{ adjustments: [] }, { events: [adjustmentBody('x')] }, { adjustments: 'x' }, []]) {
      const res = await postAdjustmentBatch(app, ws, key, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const tooMany = await postAdjustmentBatch(app, ws, key, {
      adjustments: Array.from({ length: 1001 }, () => adjustmentBody('x')),
    });
    expect(tooMany.json().errors).toEqual([
      expect.objectContaining({ field: 'adjustments', code: 'invalid_length' }),
    ]);
  });
});
