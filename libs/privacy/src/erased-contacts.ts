import { Inject, Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { EntityManager } from 'typeorm';
import { MetricsService } from '@app/observability';
import { PreparedStatement } from '@app/database';
import { ContactHasher } from './contact-hasher';
import { CONSUMER_PRIVACY, ConsumerPrivacySettings } from './consumer-privacy-settings';

/** What a consumed message says about a contact, for the tombstone check. */
export interface ContactMention {
  workspaceId: string;
  contactId: string;
  /** When the gateway recorded what the message is about (the event's or adjustment's receivedAt). */
  receivedAt: string;
  /** The topic it came from (the metric's label). */
  topic: string;
}

/** A contact's tombstone: when this service erased it, by `${workspaceId}:${hash hex}`. */
export type Tombstones = ReadonlyMap<string, Date>;

export function tombstoneKey(workspaceId: string, hashHex: string): string {
  return `${workspaceId}:${hashHex}`;
}

/**
 * Which mentions are about a contact erased at or after what they tell was recorded: those
 * messages were in flight when the service erased, and storing them would write the contact back
 * (docs/privacy.md#erasure). A mention recorded after the erasure (the contact came back once its
 * suppression was lifted) is new data and is kept. `hashOf` gives a mention's contact hash in hex.
 */
export function erasedMentions(
  mentions: (ContactMention | null)[],
  tombstones: Tombstones,
  hashOf: (m: ContactMention) => string,
): boolean[] {
  return mentions.map((m) => {
    if (!m) return false;
    const erasedAt = tombstones.get(tombstoneKey(m.workspaceId, hashOf(m)));
    return erasedAt !== undefined && erasedAt.getTime() >= Date.parse(m.receivedAt);
  });
}

/**
 * SQL of the per-workspace advisory lock between erasing and writing: every write transaction
 * that checks tombstones holds it shared, and an erasure takes it exclusive once, after its
 * tombstones commit, to wait out the writes that checked before them (see ErasedContacts).
 */
const WORKSPACE_LOCK = `hashtextextended('erasure:' || w::uuid::text, 0)`;

/** The shared lock on the chunk's workspaces (an erasure takes them exclusively), per chunk. */
const LOCK_WORKSPACES = new PreparedStatement(
  'privacy.erased-contacts.lock',
  `SELECT pg_advisory_xact_lock_shared(k)
     FROM (SELECT DISTINCT ${WORKSPACE_LOCK} AS k FROM unnest($1::text[]) AS w ORDER BY 1) AS l`,
);

/**
 * The tombstones of the chunk's contacts, each found by a probe of the primary key
 * (`LATERAL ... OFFSET 0`) whatever the statistics say: tombstones are never pruned, and with
 * 50,000 of them a plain join was planned as a hash join over the whole table (38 ms a chunk
 * against 3.7 ms probed; docs/performance.md#the-consumers).
 */
const FIND_TOMBSTONES = new PreparedStatement(
  'privacy.erased-contacts.find',
  `SELECT t.workspace_id AS "workspaceId", encode(t.contact_hash, 'hex') AS hash, t.erased_at AS "erasedAt"
     FROM unnest($1::uuid[], $2::text[]) AS k (workspace_id, hash)
     CROSS JOIN LATERAL (SELECT workspace_id, contact_hash, erased_at FROM erased_contacts
                          WHERE workspace_id = k.workspace_id AND contact_hash = decode(k.hash, 'hex')
                         OFFSET 0) AS t`,
);

/**
 * A service's record of erased contacts (its `erased_contacts` table: workspace, keyed hash of
 * the contactId, when it erased them; docs/privacy.md#keyed-hashes), and the check every write
 * path makes against it before storing anything that names a contact.
 *
 * The check is one indexed query per chunk, on the chunk's distinct contacts (hashed once each),
 * and none when the chunk names no contact. It runs in the writer's transaction, after taking the
 * workspaces' erasure lock shared (a statement of its own, so the check's snapshot is taken after
 * the lock). The erasure records its tombstones, commits, then takes each workspace's lock
 * exclusive once (waitForWriters) before deleting anything: a writer either checked after the
 * tombstones were there (and drops the message), or holds the lock until it commits (and the
 * deletes, which come after the wait, see and remove what it wrote). Without it, a chunk that
 * checked a moment before the tombstones and committed a moment after the deletes would keep its
 * rows.
 */
@Injectable()
export class ErasedContacts {
  private readonly dropped: Counter<'topic'>;

  constructor(
    private readonly hasher: ContactHasher,
    @Inject(CONSUMER_PRIVACY) settings: ConsumerPrivacySettings,
    metrics: MetricsService,
  ) {
    this.dropped = new Counter({
      name: `${settings.metricsName}_erased_contact_messages_dropped_total`,
      help: 'Messages about a contact this service had already erased (recorded before the erasure, read after it), dropped instead of stored, by topic.',
      labelNames: ['topic'],
      registers: [metrics.registry],
    });
  }

  /**
   * The items to store, in order: those whose mention (`about`, null: names no contact) is not
   * about a contact erased at or after it was recorded. The dropped ones are counted. Call it in
   * the transaction that stores the items, before it takes any other lock.
   */
  async keep<T>(tx: EntityManager, items: T[], about: (item: T) => ContactMention | null): Promise<T[]> {
    const mentions = items.map(about);
    const named = mentions.filter((m): m is ContactMention => m !== null);
    if (named.length === 0) return items;
    const hashes = new Map<string, string>();
    const hashOf = (m: ContactMention): string => {
      const key = `${m.workspaceId}\u0000${m.contactId}`;
      let hex = hashes.get(key);
      if (hex === undefined) {
        hex = this.hasher.hex(m.workspaceId, m.contactId);
        hashes.set(key, hex);
      }
      return hex;
    };
    const pairs = new Map<string, { workspaceId: string; hash: string }>();
    for (const m of named)
      pairs.set(tombstoneKey(m.workspaceId, hashOf(m)), { workspaceId: m.workspaceId, hash: hashOf(m) });

    // Two statements, not one: the lookup must take its snapshot after the lock is granted, so
    // that it sees the tombstones of an erasure that committed while this chunk waited.
    await LOCK_WORKSPACES.rows(tx, [[...new Set(named.map((m) => m.workspaceId))]]);
    const rows = await FIND_TOMBSTONES.rows<{ workspaceId: string; hash: string; erasedAt: Date }>(tx, [
      [...pairs.values()].map((p) => p.workspaceId),
      [...pairs.values()].map((p) => p.hash),
    ]);
    if (rows.length === 0) return items;
    const tombstones = new Map(rows.map((r) => [tombstoneKey(r.workspaceId, r.hash), r.erasedAt]));
    const erased = erasedMentions(mentions, tombstones, hashOf);
    mentions.forEach((m, i) => {
      if (m && erased[i]) this.dropped.inc({ topic: m.topic });
    });
    return items.filter((_, i) => !erased[i]);
  }

  /**
   * Records the contacts as erased now, in the erasure's first transaction. A contact erased
   * before keeps the later time: what was recorded between the two erasures is erased too.
   */
  async record(tx: EntityManager, workspaceId: string, contactIds: string[]): Promise<void> {
    await tx.query(
      `INSERT INTO erased_contacts AS t (workspace_id, contact_hash, erased_at)
       SELECT $1, decode(h, 'hex'), now() FROM unnest($2::text[]) AS h ORDER BY 2
       ON CONFLICT (workspace_id, contact_hash) DO UPDATE SET erased_at = greatest(t.erased_at, EXCLUDED.erased_at)`,
      [workspaceId, contactIds.map((c) => this.hasher.hex(workspaceId, c))],
    );
  }

  /**
   * Waits until every write transaction of the workspace that checked tombstones before the
   * erasure's committed has ended (the lock taken exclusive, and let go at once).
   */
  async waitForWriters(tx: EntityManager, workspaceId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(${WORKSPACE_LOCK}) FROM (SELECT $1::text AS w) AS l`, [
      workspaceId,
    ]);
  }
}
