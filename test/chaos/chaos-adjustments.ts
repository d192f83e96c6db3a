import { Client } from 'pg';
import { schemaName } from '@app/database';
import { CheckRow } from './chaos-checks';

/**
 * The chaos run's adjustments, recomputed from Postgres: each event's adjustments, in the order
 * received, folded over its own decision by the rules of docs/attribution.md#adjustments, written
 * here again on purpose (an oracle that shares attribution's code would share its bugs). What
 * attribution stored (adjustment_decisions, conversions) must equal the recomputation, and the
 * report check compares net totals with it (`withNetStates`).
 */

const prefix = (): string => process.env.DATABASE_SCHEMA_PREFIX ?? '';
const gateway = (): string => schemaName(prefix(), 'gateway');
const attribution = (): string => schemaName(prefix(), 'attribution');

const n = (value: number): string => value.toLocaleString('en-US');

interface StoredAdjustment {
  id: string;
  event_id: string;
  type: 'retraction' | 'restatement';
  occurred_at: Date;
  value_minor: string | null;
  currency: string | null;
  event_occurred_at: Date;
  event_value: string | null;
  event_currency: string | null;
  /** The event's own decision; null when it has none. */
  counted: boolean | null;
}

export interface ExpectedOutcome {
  applied: boolean;
  reason: string;
  previous: string | null;
  net: string | null;
}

/** A counted conversion after its applied adjustments. */
export interface NetState {
  retracted: boolean;
  /** Null until an adjustment changed it (the event's own value stands), or retracted without value. */
  net: string | null;
}

export interface Recomputed {
  outcomes: Map<string, ExpectedOutcome>;
  states: Map<string, NetState>;
}

/** One adjustment against its conversion's state; the first rule that fails is the reason. */
function expect(a: StoredAdjustment, state: NetState): ExpectedOutcome {
  const refuse = (reason: string): ExpectedOutcome => ({ applied: false, reason, previous: null, net: null });
  if (a.counted === null) return refuse('conversion_not_decided');
  if (!a.counted) return refuse('conversion_not_counted');
  if (state.retracted) return refuse('already_retracted');
  if (a.occurred_at.getTime() < a.event_occurred_at.getTime()) return refuse('occurred_before_conversion');
  const previous = state.net ?? a.event_value;
  if (a.type === 'retraction') {
    return { applied: true, reason: 'applied', previous, net: a.event_value === null ? null : '0' };
  }
  if (a.event_value === null) return refuse('conversion_has_no_value');
  if (a.currency !== a.event_currency) return refuse('currency_mismatch');
  return { applied: true, reason: 'applied', previous, net: BigInt(a.value_minor!).toString() };
}

export async function recompute(db: Client, workspaceId: string): Promise<Recomputed> {
  const { rows } = await db.query<StoredAdjustment>(
    `SELECT a.id, a.event_id, a.type, a.occurred_at, a.value_minor::text AS value_minor, a.currency,
            e.occurred_at AS event_occurred_at, e.value_minor::text AS event_value, e.currency AS event_currency,
            d.counted
     FROM ${gateway()}.adjustments a
     JOIN ${gateway()}.events e ON e.id = a.event_id
     LEFT JOIN ${attribution()}.decisions d ON d.event_id = a.event_id
     WHERE a.workspace_id = $1
     ORDER BY a.event_id, a.received_at, a.id`,
    [workspaceId],
  );
  const outcomes = new Map<string, ExpectedOutcome>();
  const states = new Map<string, NetState>();
  for (const a of rows) {
    const state = states.get(a.event_id) ?? { retracted: false, net: null };
    const outcome = expect(a, state);
    outcomes.set(a.id, outcome);
    if (outcome.applied) states.set(a.event_id, { retracted: a.type === 'retraction', net: outcome.net });
  }
  return { outcomes, states };
}

/**
 * A temporary table `chaos_net (event_id, retracted, net_value_minor)` of the recomputed states, for
 * the report check to join: the net value of an event absent from it is its own.
 */
export async function withNetStates(db: Client, states: Map<string, NetState>): Promise<void> {
  await db.query(
    `CREATE TEMP TABLE IF NOT EXISTS chaos_net (event_id uuid PRIMARY KEY, retracted boolean NOT NULL, net_value_minor bigint)`,
  );
  await db.query(`TRUNCATE chaos_net`);
  const ids = [...states.keys()];
  await db.query(`INSERT INTO chaos_net SELECT * FROM unnest($1::uuid[], $2::boolean[], $3::bigint[])`, [
    ids,
    ids.map((id) => states.get(id)!.retracted),
    ids.map((id) => states.get(id)!.net),
  ]);
}

/** Exactly one outcome per recorded adjustment, each the recomputed one; conversions as they leave them. */
export async function adjustmentOutcomeChecks(
  db: Client,
  workspaceId: string,
  { outcomes, states }: Recomputed,
): Promise<CheckRow[]> {
  const { rows } = await db.query<{
    adjustment_id: string;
    applied: boolean | null;
    reason: string | null;
    previous: string | null;
    net: string | null;
  }>(
    `SELECT adjustment_id, applied, reason, previous_value_minor::text AS previous, net_value_minor::text AS net
     FROM ${attribution()}.adjustment_decisions WHERE workspace_id = $1`,
    [workspaceId],
  );
  const byReason = new Map<string, number>();
  let undecided = 0;
  let wrong = 0;
  const examples: string[] = [];
  for (const r of rows) {
    const expected = outcomes.get(r.adjustment_id);
    if (r.applied === null) undecided += 1;
    if (!expected) continue;
    byReason.set(expected.reason, (byReason.get(expected.reason) ?? 0) + 1);
    const actual = { applied: r.applied, reason: r.reason, previous: r.previous, net: r.net };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      wrong += 1;
      if (examples.length < 2)
        examples.push(`${r.adjustment_id}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
    }
  }
  const decided = new Set(rows.map((r) => r.adjustment_id));
  const withoutOutcome = [...outcomes.keys()].filter((id) => !decided.has(id)).length;
  const orphans = rows.filter((r) => !outcomes.has(r.adjustment_id)).length;
  const reasons = [...byReason]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([reason, count]) => `${reason} ${n(count)}`)
    .join(', ');

  const conversions = await db.query<{ event_id: string; net: string | null; retracted: boolean }>(
    `SELECT event_id, net_value_minor::text AS net, retracted_at IS NOT NULL AS retracted
     FROM ${attribution()}.conversions WHERE workspace_id = $1`,
    [workspaceId],
  );
  let conversionsWrong = 0;
  let retracted = 0;
  let restated = 0;
  for (const c of conversions.rows) {
    const state = states.get(c.event_id) ?? { retracted: false, net: null };
    if (state.retracted) retracted += 1;
    else if (state.net !== null) restated += 1;
    if (c.retracted !== state.retracted || c.net !== state.net) conversionsWrong += 1;
  }
  const notConversions = [...states.keys()].filter(
    (id) => !conversions.rows.some((c) => c.event_id === id),
  ).length;
  return [
    {
      check:
        'Every recorded adjustment has exactly one outcome, the one the rules give (recomputed from Postgres in received order)',
      observed: `${n(rows.length)} outcomes for ${n(outcomes.size)} adjustments (${reasons}); ${withoutOutcome} without one, ${orphans} for no adjustment, ${undecided} still waiting, ${wrong} differing from the recomputation${examples.length ? `: ${examples.join('; ')}` : ''}`,
      ok: outcomes.size > 0 && withoutOutcome === 0 && orphans === 0 && undecided === 0 && wrong === 0,
    },
    {
      check: "Each conversion's net value and retraction are what its applied adjustments leave",
      observed: `${n(conversions.rows.length)} conversions, ${n(retracted)} retracted, ${n(restated)} restated; ${conversionsWrong} differ, ${notConversions} adjusted events that are not conversions`,
      ok: conversionsWrong === 0 && notConversions === 0 && retracted + restated > 0,
    },
  ];
}
