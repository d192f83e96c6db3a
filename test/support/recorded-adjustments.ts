import { INestApplicationContext } from '@nestjs/common';
import {
  ADJUSTED_EVENT_V1_SCHEMA,
  AdjustedEventV1,
  AdjustmentDecisionV1,
  MESSAGE_HEADERS,
  RECORDED_ADJUSTMENT_SCHEMA_VERSION,
  RECORDED_ADJUSTMENT_TYPE,
  recordedAdjustmentKey,
  RecordedAdjustmentV1,
} from '@app/contracts';
import { TypedProducer } from '@app/kafka';

/**
 * Recorded adjustments (conversions.recorded-adjustments.v1) as the gateway publishes them, for
 * the specs of their consumers: the recorded adjustment an outcome was decided on, the adjusted
 * event from the events API's answer, and a producer with the gateway's key and headers.
 */

/** The recorded adjustment an outcome is about (the outcome less its decision). */
export function recordedAdjustmentOf(decision: AdjustmentDecisionV1): RecordedAdjustmentV1 {
  const {
    applied: _applied,
    reason: _reason,
    message: _message,
    decidedAt: _decidedAt,
    previousValueMinor: _previous,
    netValueMinor: _net,
    ...recorded
  } = decision;
  return recorded;
}

/**
 * The adjusted event's part of a message, from GET /v1/workspaces/{id}/events/{eventId}: the
 * fields the contract requires (its `eventId` is the answer's `id`), nothing else.
 */
export function adjustedEvent(event: { id: string } & Omit<AdjustedEventV1, 'eventId'>): AdjustedEventV1 {
  const fields: Record<string, unknown> = { ...event, eventId: event.id };
  return Object.fromEntries(
    ADJUSTED_EVENT_V1_SCHEMA.required.map((name) => [name, fields[name]]),
  ) as unknown as AdjustedEventV1;
}

/** Publishes the adjustments, in order, with the gateway's key and headers. */
export async function publishRecordedAdjustments(
  app: INestApplicationContext,
  adjustments: RecordedAdjustmentV1[],
): Promise<void> {
  await app.get(TypedProducer).send(
    'recordedAdjustments',
    adjustments.map((adjustment) => ({
      key: recordedAdjustmentKey(adjustment),
      value: adjustment,
      headers: {
        [MESSAGE_HEADERS.eventId]: adjustment.id,
        [MESSAGE_HEADERS.type]: RECORDED_ADJUSTMENT_TYPE,
        [MESSAGE_HEADERS.schemaVersion]: String(RECORDED_ADJUSTMENT_SCHEMA_VERSION),
      },
    })),
  );
}
