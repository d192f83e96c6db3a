import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postBatch, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';

describe('batch ingestion (POST .../events/batch)', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway();
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  it('answers each item in order: recorded, already_received, rejected; valid items recorded despite the rest', async () => {
    const earlier = eventBody();
    const earlierId = (await postEvent(app, ws, key, earlier)).json().id;
    const fresh = eventBody();
    const twice = eventBody();
    const items = [
      fresh,
      { ...eventBody(), currency: undefined }, // rejected
      earlier, // sent before
      twice,
      { ...twice, valueMinor: 1 }, // repeat inside the batch: the first wins
      'not an object',
    ];
    const res = await postBatch(app, ws, key, { events: items });
    expect(res.statusCode).toBe(200);
    const { results, summary } = res.json();
    expect(results.map((r: { index: number; status: string }) => [r.index, r.status])).toEqual([
      [0, 'recorded'],
      [1, 'rejected'],
      [2, 'already_received'],
      [3, 'recorded'],
      [4, 'already_received'],
      [5, 'rejected'],
    ]);
    expect(summary).toEqual({ recorded: 2, alreadyReceived: 2, rejected: 2, suppressed: 0 });
    expect(results[1].errors).toEqual([
      expect.objectContaining({ field: 'events[1].currency', code: 'required' }),
    ]);
    expect(results[2]).toMatchObject({ id: earlierId, payloadDiffers: false });
    expect(results[4]).toMatchObject({ id: results[3].id, payloadDiffers: true });
    expect(results[5].errors[0]).toMatchObject({ field: 'events[5]', code: 'invalid_type' });

    const rows = await app
      .get(DataSource)
      .query(`SELECT external_id FROM events WHERE workspace_id = $1 AND external_id = ANY($2::text[])`, [
        ws,
        [fresh.externalId, twice.externalId, items[1] && (items[1] as { externalId: string }).externalId],
      ]);
    expect(rows.map((r: { external_id: string }) => r.external_id).sort()).toEqual(
      [fresh.externalId, twice.externalId].sort(),
    );
  });

  it('takes 1,000 events in one request, and a repeat of the batch records nothing new', async () => {
    const events = Array.from({ length: 1000 }, () => eventBody());
    const first = await postBatch(app, ws, key, { events });
    expect(first.json().summary).toEqual({ recorded: 1000, alreadyReceived: 0, rejected: 0, suppressed: 0 });
    const again = await postBatch(app, ws, key, { events });
    expect(again.json().summary).toEqual({ recorded: 0, alreadyReceived: 1000, rejected: 0, suppressed: 0 });
    expect(again.json().results.map((r: { id: string }) => r.id)).toEqual(
      first.json().results.map((r: { id: string }) => r.id),
    );
  });

  it.each([
    ['no events field', {}, 'events', 'required'],
    ['events not an array', { events: {} }, 'events', 'invalid_type'],
    ['an empty batch', { events: [] }, 'events', 'invalid_length'],
    ['1,001 events', { events: Array.from({ length: 1001 }, () => ({})) }, 'events', 'invalid_length'],
    ['an unknown top-level field', { events: [eventBody()], dryRun: true }, 'dryRun', 'unknown_field'],
  ])('%s: 400 naming the field', async (_case, body, field, code) => {
    const res = await postBatch(app, ws, key, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field, code })]);
  });
});
