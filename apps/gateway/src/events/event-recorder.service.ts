import { Inject, Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { ContactHasher } from '@app/privacy';
import { OutboxSignal } from '../outbox/outbox-signal';
import { ClaimRecorder, Original, RecordStore, RecorderSettings } from '../recording/claim-recorder';
import { DedupeClaimsRepository } from '../recording/dedupe-claims.repository';
import { RECORDER_SETTINGS } from '../recording/recording-settings';
import { SuppressionsRepository } from '../suppressions/suppressions.repository';
import { NormalizedEvent } from './event-rules';
import { EventRow, EventsRepository, NewEventRow } from './events.repository';

/**
 * Events as the recorder stores them: claimed by externalId (in the namespace of their mode), one
 * row and one outbox row each, refused when their contact is suppressed (docs/privacy.md#suppression).
 * One call holds one caller's items, so one mode.
 */
function eventStore(
  claims: DedupeClaimsRepository,
  events: EventsRepository,
  suppressions: SuppressionsRepository,
  hasher: ContactHasher,
): RecordStore<NormalizedEvent, NewEventRow> {
  return {
    noun: 'event',
    idField: 'externalId',
    claimKey: (workspaceId, event) => claims.key(workspaceId, event.externalId, event.test),
    // The contact's keyed hash, for the insert's suppression check: an HMAC in Node (a few
    // microseconds), as Postgres never holds the key.
    toRow: (event, id, workspaceId, traceparent) => ({
      ...event,
      id,
      workspaceId,
      traceparent,
      contactHash: hasher.hash(workspaceId, event.contactId),
    }),
    insertMany: (rows) => events.insertMany(rows),
    async findOriginals(workspaceId, values): Promise<Original[]> {
      const originals = await events.findByExternalIds(
        values.map((event) => ({ workspaceId, externalId: event.externalId, test: event.test })),
      );
      const byExternalId = new Map<string, EventRow>(originals.map((o) => [o.externalId, o]));
      return values.map((event) => {
        // An event has no rule of its own that refuses it: a skipped insert always has its original.
        const original = byExternalId.get(event.externalId);
        if (!original) throw new Error(`conflict on ${event.externalId} but no row found`);
        return original;
      });
    },
    async wouldBe(workspaceId, values) {
      const hashes = values.map((event) => hasher.hash(workspaceId, event.contactId));
      const [originals, suppressed] = await Promise.all([
        events.findByExternalIds(
          values.map((event) => ({ workspaceId, externalId: event.externalId, test: event.test })),
        ),
        suppressions.suppressedAmong(workspaceId, hashes),
      ]);
      const known = new Set(originals.map((o) => o.externalId));
      const hidden = new Set(suppressed.map((h) => h.toString('hex')));
      // As the insert decides: a recorded externalId is a repeat whatever its contact.
      return values.map((event, i) => {
        if (known.has(event.externalId)) return 'already_received';
        return hidden.has(hashes[i].toString('hex')) ? 'suppressed' : 'recorded';
      });
    },
  };
}

/**
 * Records events exactly once per (workspace, externalId): the shared claim -> grouped insert ->
 * mark pipeline (ClaimRecorder, which says how and what it guarantees) over the events' store.
 */
@Injectable()
export class EventRecorder extends ClaimRecorder<NormalizedEvent, NewEventRow> {
  constructor(
    claims: DedupeClaimsRepository,
    events: EventsRepository,
    suppressions: SuppressionsRepository,
    hasher: ContactHasher,
    outbox: OutboxSignal,
    metrics: MetricsService,
    @Inject(RECORDER_SETTINGS) settings: RecorderSettings,
  ) {
    super(claims, eventStore(claims, events, suppressions, hasher), outbox, metrics, settings);
  }
}
