import { ClaimState } from './dedupe-claims.repository';
import { NormalizedEvent } from './event-rules';

/**
 * What a claim's state means for an item of EventRecorder.record(): pure functions and the types
 * the recorder's steps answer with.
 */

export type RecordOutcome =
  | { status: 'recorded'; id: string; externalId: string; receivedAt: Date }
  | { status: 'already_received'; id: string; externalId: string; receivedAt: Date; payloadDiffers: boolean }
  | { status: 'in_progress'; externalId: string };

/** One event of a call, with its place in the call and its claim key. */
export interface Item {
  index: number;
  event: NormalizedEvent;
  key: string;
}

/** A step's answer for one item: each step returns its own, and record() merges them once. */
export interface Answer {
  index: number;
  outcome: RecordOutcome;
}

/** What a claim decided for each item. */
export interface ClaimPlan {
  toInsert: Item[];
  answered: Answer[];
  waiting: Item[];
}

/**
 * Sorts items by the claim states Redis answered: claimed now (to insert), already recorded
 * (answered from the marker), or held by a request in flight (to wait for). No states: Redis is
 * unreachable, and Postgres decides for all of them.
 */
export function planClaims(items: Item[], states: ClaimState[] | null): ClaimPlan {
  if (!states) return { toInsert: items, answered: [], waiting: [] };
  const plan: ClaimPlan = { toInsert: [], answered: [], waiting: [] };
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
    externalId: item.event.externalId,
    receivedAt: state.receivedAt,
    payloadDiffers: state.payloadHash !== item.event.payloadHash.toString('hex'),
  };
}
