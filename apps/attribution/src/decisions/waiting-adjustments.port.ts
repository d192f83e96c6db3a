import { EntityManager } from 'typeorm';
import { AdjustmentDecisionV1 } from '@app/contracts';

/**
 * What deciding events needs of adjustments, declared here where it is used: once a chunk's events
 * are decided, the adjustments that waited for them are decided in the same transaction
 * (docs/attribution.md#waiting-adjustments). The adjustments feature provides it
 * (AdjustmentsService), so decisions never import adjustments, which build on decisions.
 */
export const WAITING_ADJUSTMENTS = Symbol('WAITING_ADJUSTMENTS');

/** An outcome to publish, with the trace of the adjustment it answers. */
export interface DecidedAdjustment {
  decision: AdjustmentDecisionV1;
  traceparent: string | undefined;
}

export interface WaitingAdjustments {
  /**
   * In the caller's transaction, with the events' contacts locked and the events decided: decides
   * their waiting adjustments and returns the outcomes of all their adjustments so far, in order.
   */
  withEvents(tx: EntityManager, eventIds: string[]): Promise<DecidedAdjustment[]>;
  /** Counts outcomes handed out for publishing. */
  count(outcomes: DecidedAdjustment[]): void;
}
