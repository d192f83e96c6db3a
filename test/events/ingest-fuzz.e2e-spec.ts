import { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { createWorkspaceWithKey } from '@app/testing';
import { eventBody, postEvent } from '../support/events';
import { startGateway } from '../support/gateway';

/** Property: whatever the body, no 5xx, and nothing that is not a valid event gets recorded. */
describe('fuzzing POST .../events (fast-check)', () => {
  let app: NestFastifyApplication;
  let ws: string;
  let key: string;

  beforeAll(async () => {
    app = await startGateway({ RATE_LIMIT_REQUESTS: '100000' });
    const setup = await createWorkspaceWithKey(app, ['events:write']);
    ws = setup.workspace.id;
    key = setup.key.key;
  });
  afterAll(async () => app.close());

  // Valid fields, odd values, wrong types and stray fields, mixed.
  const fieldValue = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.integer(),
    fc.double(),
    fc.bigInt().map(String),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    fc.constantFrom('EUR', 'usd', 'XXX', '', '2026-11-21T10:00:00+01:00', '9223372036854775808', '-0'),
  );
  const body = fc.record(
    {
      name: fieldValue,
      occurredAt: fieldValue,
      contactId: fieldValue,
      campaignId: fieldValue,
      valueMinor: fieldValue,
      currency: fieldValue,
      externalId: fc.uuid().map((u) => `fuzz-${u}`),
      extra: fieldValue,
    },
    { requiredKeys: ['externalId'] },
  );

  it('never answers 5xx; a 400 records nothing, a 201 records exactly what was valid', async () => {
    const db = app.get(DataSource);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body,
          body.map((b) => ({ ...eventBody(), ...b })),
        ),
        async (candidate) => {
          const res = await postEvent(app, ws, key, candidate);
          expect(res.statusCode).toBeLessThan(500);
          const rows = await db.query(`SELECT 1 FROM events WHERE workspace_id = $1 AND external_id = $2`, [
            ws,
            candidate.externalId,
          ]);
          if (res.statusCode === 201) expect(rows).toHaveLength(1);
          else {
            expect([400, 413]).toContain(res.statusCode);
            expect(res.json().code).toMatch(/validation_failed|payload_too_large/);
            expect(rows).toHaveLength(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('raw bytes that are not JSON never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (raw) => {
        const res = await postEvent(app, ws, key, raw);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
