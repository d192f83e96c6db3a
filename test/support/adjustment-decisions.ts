import { INestApplicationContext } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import {
  ADJUSTMENT_DECISION_SCHEMA_VERSION,
  ADJUSTMENT_DECISION_TYPE,
  adjustmentDecisionKey,
  AdjustmentDecisionV1,
  MESSAGE_HEADERS,
} from '@app/contracts';
import { TypedProducer } from '@app/kafka';

/**
 * Adjustment outcomes (conversions.adjustment-decisions.v1) as attribution publishes them, for
 * the specs of their consumers: a factory of valid AdjustmentDecisionV1 values, and a producer
 * that publishes them as attribution does (its key, its headers), through the TypedProducer of
 * any app of the spec's stack (so under its topic prefix).
 */

/** An applied retraction of a counted event worth 49.99 EUR, decided now; override any field. */
export function adjustmentDecision(
  workspaceId: string,
  overrides: Partial<AdjustmentDecisionV1> = {},
): AdjustmentDecisionV1 {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id: uuidv7(),
    adjustmentId: `refund-${uuidv7()}`,
    type: 'retraction',
    workspaceId,
    occurredAt: iso(now - 60_000),
    receivedAt: iso(now - 500),
    valueMinor: null,
    currency: null,
    test: false,
    event: {
      eventId: uuidv7(),
      externalId: `order-${uuidv7()}`,
      name: 'order_paid',
      occurredAt: iso(now - 3_600_000),
      receivedAt: iso(now - 3_599_000),
      contactId: `contact-${uuidv7().slice(-8)}`,
      campaignId: 'spring-sale',
      valueMinor: '4999',
      currency: 'EUR',
    },
    applied: true,
    reason: 'applied',
    message: 'Retracted: the conversion no longer counts.',
    decidedAt: iso(now),
    previousValueMinor: '4999',
    netValueMinor: '0',
    ...overrides,
  };
}

/** An applied restatement to 39.99 EUR of a counted event worth 49.99 EUR; override any field. */
export function restatementDecision(
  workspaceId: string,
  overrides: Partial<AdjustmentDecisionV1> = {},
): AdjustmentDecisionV1 {
  return adjustmentDecision(workspaceId, {
    type: 'restatement',
    adjustmentId: `restate-${uuidv7()}`,
    valueMinor: '3999',
    currency: 'EUR',
    message: 'Restated: the conversion is now worth 3999 EUR minor units.',
    previousValueMinor: '4999',
    netValueMinor: '3999',
    ...overrides,
  });
}

/** The same outcome, not applied for `reason`: nothing moved. */
export function notApplied(
  decision: AdjustmentDecisionV1,
  reason: Exclude<AdjustmentDecisionV1['reason'], 'applied'>,
): AdjustmentDecisionV1 {
  return {
    ...decision,
    applied: false,
    reason,
    message: `Not applied: ${reason}.`,
    previousValueMinor: null,
    netValueMinor: null,
  };
}

/** Publishes the outcomes, in order, with attribution's key and headers. */
export async function publishAdjustmentDecisions(
  app: INestApplicationContext,
  decisions: AdjustmentDecisionV1[],
): Promise<void> {
  await app.get(TypedProducer).send(
    'adjustmentDecisions',
    decisions.map((decision) => ({
      key: adjustmentDecisionKey(decision),
      value: decision,
      headers: {
        [MESSAGE_HEADERS.eventId]: decision.id,
        [MESSAGE_HEADERS.type]: ADJUSTMENT_DECISION_TYPE,
        [MESSAGE_HEADERS.schemaVersion]: String(ADJUSTMENT_DECISION_SCHEMA_VERSION),
      },
    })),
  );
}
