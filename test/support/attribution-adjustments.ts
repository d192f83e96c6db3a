import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { v7 as uuidv7 } from 'uuid';
import {
  AdjustedEventV1,
  MESSAGE_HEADERS,
  RECORDED_ADJUSTMENT_SCHEMA_VERSION,
  RECORDED_ADJUSTMENT_TYPE,
  recordedAdjustmentKey,
  RecordedAdjustmentV1,
} from '@app/contracts';
import { TypedProducer } from '@app/kafka';
import { GIVE_UP_HEADER } from '../../apps/attribution/src/consumer/recorded-adjustments.controller';
import { adjustedEvent } from './recorded-adjustments';

/**
 * Recorded adjustments of real events, for the specs of attribution (their consumer): the event's
 * fields as the gateway recorded them, read back through its events API, and RecordedAdjustmentV1
 * values adjusting it. Publish them with publishRecordedAdjustments (./recorded-adjustments).
 */

/** The event's recorded fields, read through GET /v1/workspaces/{workspaceId}/events/{eventId}. */
export async function readAdjustedEvent(
  gateway: NestFastifyApplication,
  workspaceId: string,
  key: string,
  eventId: string,
): Promise<AdjustedEventV1> {
  const res = await gateway.inject({
    method: 'GET',
    url: `/v1/workspaces/${workspaceId}/events/${eventId}`,
    headers: { authorization: `Bearer ${key}` },
  });
  if (res.statusCode !== 200) throw new Error(`GET event ${eventId}: ${res.statusCode} ${res.body}`);
  return adjustedEvent(res.json());
}

/** A retraction of the event, occurred and recorded now; override any field. */
export function recordedRetraction(
  workspaceId: string,
  event: AdjustedEventV1,
  overrides: Partial<RecordedAdjustmentV1> = {},
): RecordedAdjustmentV1 {
  const now = new Date().toISOString();
  return {
    id: uuidv7(),
    adjustmentId: `refund-${uuidv7()}`,
    type: 'retraction',
    workspaceId,
    occurredAt: now,
    receivedAt: now,
    valueMinor: null,
    currency: null,
    test: false,
    event,
    ...overrides,
  };
}

/** A restatement of the event to a new value, in the event's currency unless told. */
export function recordedRestatement(
  workspaceId: string,
  event: AdjustedEventV1,
  valueMinor: string,
  overrides: Partial<RecordedAdjustmentV1> = {},
): RecordedAdjustmentV1 {
  return recordedRetraction(workspaceId, event, {
    type: 'restatement',
    valueMinor,
    currency: event.currency ?? 'EUR',
    ...overrides,
  });
}

/**
 * What an operator does to stop an adjustment waiting for an event that will not be decided: a
 * copy of the recorded adjustment with the give-up-waiting header (docs/attribution.md#waiting-adjustments).
 */
export async function publishGiveUp(
  app: INestApplicationContext,
  adjustment: RecordedAdjustmentV1,
): Promise<void> {
  await app.get(TypedProducer).send('recordedAdjustments', [
    {
      key: recordedAdjustmentKey(adjustment),
      value: adjustment,
      headers: {
        [MESSAGE_HEADERS.eventId]: adjustment.id,
        [MESSAGE_HEADERS.type]: RECORDED_ADJUSTMENT_TYPE,
        [MESSAGE_HEADERS.schemaVersion]: String(RECORDED_ADJUSTMENT_SCHEMA_VERSION),
        [GIVE_UP_HEADER]: 'true',
      },
    },
  ]);
}
