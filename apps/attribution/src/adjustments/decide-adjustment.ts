import { AdjustmentReason, AdjustmentType, DecisionReason } from '@app/contracts';

/** What the rules need of a recorded adjustment (and of the event it adjusts, as recorded). */
export interface AdjustmentFacts {
  type: AdjustmentType;
  occurredAt: Date;
  /** A restatement's new value and currency; null on a retraction. */
  valueMinor: string | null;
  currency: string | null;
  event: {
    externalId: string;
    occurredAt: Date;
    valueMinor: string | null;
    currency: string | null;
  };
}

/** The adjusted event's own decision, or null when it has none (and could not get one). */
export interface EventDecision {
  counted: boolean;
  reason: DecisionReason;
  message: string;
}

/** A counted conversion as the adjustments before this one left it. */
export interface ConversionState {
  /** Its net value; null until an adjustment changed it (the event's own value stands). */
  netValueMinor: string | null;
  retracted: boolean;
}

export interface AdjustmentOutcome {
  applied: boolean;
  reason: AdjustmentReason;
  message: string;
  /** The net value before and after (decimal strings); null when not applied or valueless. */
  previousValueMinor: string | null;
  netValueMinor: string | null;
  /** The conversion after this adjustment (unchanged when not applied). */
  state: ConversionState;
}

export const UNADJUSTED: ConversionState = { netValueMinor: null, retracted: false };

/**
 * Whether a recorded adjustment applies to its conversion, and what the conversion becomes
 * (docs/attribution.md#adjustments). A pure function of the adjustment, its event's own decision
 * and the conversion as earlier adjustments left it, so every rule is unit-tested here and a
 * replayed adjustment, given the same inputs, gets the same outcome. Checks run in the order
 * below; the first that fails is the reason (docs/attribution.md#adjustment-reasons).
 */
export function decideAdjustment(
  adjustment: AdjustmentFacts,
  decision: EventDecision | null,
  state: ConversionState,
): AdjustmentOutcome {
  const { event, type } = adjustment;
  const refuse = (reason: AdjustmentReason, message: string): AdjustmentOutcome => ({
    applied: false,
    reason,
    message,
    previousValueMinor: null,
    netValueMinor: null,
    state,
  });
  if (!decision) {
    return refuse(
      'conversion_not_decided',
      `Event "${event.externalId}" was recorded but could not be processed, so it has no attribution decision and this ${type} cannot be applied. Nothing is wrong with the ${type}; the platform's operators see events that could not be processed.`,
    );
  }
  if (!decision.counted) {
    return refuse(
      'conversion_not_counted',
      `Event "${event.externalId}" was not counted as a conversion (${decision.reason}: ${decision.message}), so there is nothing to ${type === 'retraction' ? 'retract' : 'restate'}. Only counted conversions can be adjusted.`,
    );
  }
  if (state.retracted) {
    return refuse(
      'already_retracted',
      `The conversion of event "${event.externalId}" was already retracted, and a retraction is final, so this ${type} changed nothing.`,
    );
  }
  if (adjustment.occurredAt < event.occurredAt) {
    return refuse(
      'occurred_before_conversion',
      `The ${type} occurred at ${adjustment.occurredAt.toISOString()}, before the conversion it adjusts (event "${event.externalId}" occurred at ${event.occurredAt.toISOString()}). Check occurredAt: send when the ${type} happened, after the conversion.`,
    );
  }
  const current = canonical(state.netValueMinor ?? event.valueMinor);
  if (type === 'retraction') {
    const net = event.valueMinor === null ? null : '0';
    return {
      applied: true,
      reason: 'applied',
      message: `Retracted: event "${event.externalId}" no longer counts as a conversion${
        current === null ? '' : ` and its value is now 0 ${event.currency} (was ${current})`
      }.`,
      previousValueMinor: current,
      netValueMinor: net,
      state: { netValueMinor: net, retracted: true },
    };
  }
  if (event.valueMinor === null || event.currency === null) {
    return refuse(
      'conversion_has_no_value',
      `Event "${event.externalId}" was sent without a value, so there is no value to restate. Send a retraction to take the conversion back, or send valueMinor and currency with the events you may restate later.`,
    );
  }
  if (adjustment.currency !== event.currency) {
    return refuse(
      'currency_mismatch',
      `The restatement is in ${adjustment.currency} but event "${event.externalId}"'s value is in ${event.currency}. Send the new value in ${event.currency}.`,
    );
  }
  const restated = canonical(adjustment.valueMinor) as string;
  return {
    applied: true,
    reason: 'applied',
    message: `Restated: the conversion of event "${event.externalId}" is now worth ${restated} ${event.currency} (was ${current}).`,
    previousValueMinor: current,
    netValueMinor: restated,
    state: { netValueMinor: restated, retracted: false },
  };
}

/** A decimal string without leading zeros, as Postgres gives a bigint back ("007" is "7"). */
function canonical(minor: string | null): string | null {
  return minor === null ? null : BigInt(minor).toString();
}
