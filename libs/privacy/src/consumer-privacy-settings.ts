import { EntityManager } from 'typeorm';

/** What a consumer service configures about erasure (its `<app>-settings.ts` builds it). */
export interface ConsumerPrivacySettings {
  /** PRIVACY_HASH_KEY: the key of the contact hashes, the same in every service. */
  hashKey: string;
  /** Prefixes the service's metric: `<metricsName>_erased_contact_messages_dropped_total`. */
  metricsName: string;
  /** Most rows of a step's main table one erasure statement deletes (one short transaction each). */
  batchSize: number;
}
export const CONSUMER_PRIVACY = Symbol('CONSUMER_PRIVACY');

/** The contacts an erasure removes, in one workspace. */
export interface ErasureTarget {
  workspaceId: string;
  contactIds: string[];
}

/** Rows one statement removed, by table. */
export type RemovedRows = Record<string, number>;

/**
 * One bounded DELETE of rows naming the contacts: at most `limit` of its main table (with what
 * depends on them), in the caller's transaction; returns what it removed by table. It is run again
 * until it removes fewer than `limit` of every table.
 */
export type ErasureStep = (tx: EntityManager, target: ErasureTarget, limit: number) => Promise<RemovedRows>;

/** A service's erasure: every table it reports on (each shows, 0 included), and its steps in order. */
export interface ErasureSteps {
  tables: string[];
  steps: ErasureStep[];
}
export const ERASURE_STEPS = Symbol('ERASURE_STEPS');
