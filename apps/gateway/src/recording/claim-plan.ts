/** What a claim's state means for an item, and the outcomes of recording: pure functions and types. */
import { ClaimState } from './dedupe-claims.repository';

/**
 * What a claim's state means for an item of ClaimRecorder.record() (events, adjustments): pure
 * functions and the types the recorder's steps answer with. An item is named by its claim key
 * only; the intake adds the fields that name it to the integrator (externalId, adjustmentId).
 */

export type RecordOutcome =
  | { status: 'recorded'; id: string; receivedAt: Date }
  | { status: 'already_received'; id: string; receivedAt: Date; payloadDiffers: boolean }
  | { status: 'in_progress' }
  /** Refused by the store's own rule (an adjustment whose event does not exist); nothing recorded. */
  | { status: 'not_found' }
  /**
   * Its contact is on the workspace's suppression list (docs/privacy.md#suppression): nothing
   * stored, claimed or published, and nothing to retry until the suppression is lifted.
   */
  | { status: 'suppressed' }
  /** validateOnly (docs/api.md#test-mode): every check passed; what sending it would do. Nothing stored. */
  | { status: 'valid'; wouldBe: WouldBe };

/** What a validateOnly item would be if sent for real. */
export type WouldBe = 'recorded' | 'already_received' | 'suppressed';

/**
 * What every recorded kind carries: the hash that tells a true repeat from a reused id, and its
 * mode (sent with a test key: docs/api.md#test-mode), which the intake sets from the caller.
 */
export interface Recordable {
  payloadHash: Buffer;
  test: boolean;
}

/** One item of a call, with its place in the call and its claim key. */
export interface Item<T extends Recordable = Recordable> {
  index: number;
  value: T;
  key: string;
}

/** A step's answer for one item: each step returns its own, and record() merges them once. */
export interface Answer {
  index: number;
  outcome: RecordOutcome;
}

/** What a claim decided for each item. */
export interface ClaimPlan<T extends Recordable = Recordable> {
  toInsert: Item<T>[];
  answered: Answer[];
  waiting: Item<T>[];
}

/**
 * Sorts items by the claim states Redis answered: claimed now (to insert), already recorded
 * (answered from the marker), or held by a request in flight (to wait for). No states: Redis is
 * unreachable, and Postgres decides for all of them.
 */
export function planClaims<T extends Recordable>(
  items: Item<T>[],
  states: ClaimState[] | null,
): ClaimPlan<T> {
  if (!states) return { toInsert: items, answered: [], waiting: [] };
  const plan: ClaimPlan<T> = { toInsert: [], answered: [], waiting: [] };
  items.forEach((item, i) => {
    const state = states[i];
    if (state.state === 'claimed') plan.toInsert.push(item);
    else if (state.state === 'done')
      plan.answered.push({ index: item.index, outcome: fromMarker(item, state) });
    else plan.waiting.push(item);
  });
  return plan;
}

function fromMarker(item: Item, state: Extract<ClaimState, { state: 'done' }>): RecordOutcome {
  return {
    status: 'already_received',
    id: state.eventId,
    receivedAt: state.receivedAt,
    payloadDiffers: state.payloadHash !== item.value.payloadHash.toString('hex'),
  };
}
