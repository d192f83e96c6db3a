import { Inject, Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { ContactHasher } from '@app/privacy';
import { OutboxSignal } from '../outbox/outbox-signal';
import { ClaimRecorder, Original, RecordStore, RecorderSettings } from '../recording/claim-recorder';
import { DedupeClaimsRepository } from '../recording/dedupe-claims.repository';
import { RECORDER_SETTINGS } from '../recording/recording-settings';
import { SuppressionsRepository } from '../suppressions/suppressions.repository';
import { NormalizedAdjustment } from './adjustment-rules';
import { AdjustedContact, AdjustmentsRepository, NewAdjustmentRow } from './adjustments.repository';

/** One event key of an adjustment, as a map key (an externalId may hold any printable character). */
const eventKey = (workspaceId: string, test: boolean, externalId: string) =>
  JSON.stringify([workspaceId, test, externalId]);

/**
 * Adjustments as the recorder stores them: claimed by adjustmentId in their own key namespace
 * (one per mode), one row and one outbox row each, refused (not_found) when no event of their
 * mode is recorded with their externalId (a test adjustment names a test event), and refused
 * (suppressed) when their event's contact is suppressed (docs/privacy.md#suppression).
 */
function adjustmentStore(
  claims: DedupeClaimsRepository,
  adjustments: AdjustmentsRepository,
  suppressions: SuppressionsRepository,
  hasher: ContactHasher,
): RecordStore<NormalizedAdjustment, NewAdjustmentRow> {
  return {
    noun: 'adjustment',
    idField: 'adjustmentId',
    claimKey: (workspaceId, adjustment) =>
      claims.adjustmentKey(workspaceId, adjustment.adjustmentId, adjustment.test),
    toRow: (adjustment, id, workspaceId, traceparent) => ({ ...adjustment, id, workspaceId, traceparent }),
    /**
     * The adjustment body names its event, not the contact, and the suppression list holds keyed
     * hashes that only Node can make (Postgres never holds PRIVACY_HASH_KEY; pgcrypto's hmac()
     * would need the key sent with every statement and an extension only a superuser may create).
     * So a group of adjustments costs one more round trip than a group of events: a read of their
     * events' contactIds, hashed here, before the insert that checks the hashes atomically (and
     * joins the event only if its contact is still the one hashed). Adjustments are about a tenth
     * of traffic; events keep their single statement. Storing a contact hash on every event
     * would save this read but adds 32 bytes and a column to the hottest table for the rarer path.
     */
    async insertMany(rows) {
      const found = await adjustments.eventContacts(
        rows.map((r) => ({ workspaceId: r.workspaceId, test: r.test, externalId: r.externalId })),
      );
      const contactOf = new Map(
        found.map((e) => [eventKey(e.workspaceId, e.test, e.externalId), e.contactId]),
      );
      const contacts = rows.map((r): AdjustedContact | null => {
        const contactId = contactOf.get(eventKey(r.workspaceId, r.test, r.externalId));
        return contactId === undefined
          ? null
          : { contactId, contactHash: hasher.hash(r.workspaceId, contactId) };
      });
      return adjustments.insertMany(rows, contacts);
    },
    async findOriginals(workspaceId, values): Promise<(Original | null)[]> {
      // One call holds one caller's items: one mode.
      const test = values[0]?.test ?? false;
      const originals = await adjustments.findByAdjustmentIds(
        workspaceId,
        test,
        values.map((a) => a.adjustmentId),
      );
      const byAdjustmentId = new Map(originals.map((o) => [o.adjustmentId, o]));
      // No original: the insert skipped it because its event is not recorded.
      return values.map((a) => byAdjustmentId.get(a.adjustmentId) ?? null);
    },
    async wouldBe(workspaceId, values) {
      const test = values[0]?.test ?? false;
      const [originals, events] = await Promise.all([
        adjustments.findByAdjustmentIds(
          workspaceId,
          test,
          values.map((a) => a.adjustmentId),
        ),
        adjustments.eventContacts(values.map((a) => ({ workspaceId, test, externalId: a.externalId }))),
      ]);
      const known = new Set(originals.map((o) => o.adjustmentId));
      const contactOf = new Map(events.map((e) => [e.externalId, e.contactId]));
      const suppressed = await suppressions.suppressedAmong(
        workspaceId,
        [...new Set(contactOf.values())].map((contactId) => hasher.hash(workspaceId, contactId)),
      );
      const hidden = new Set(suppressed.map((h) => h.toString('hex')));
      // In the insert's order: a repeat, then no event (not_found), then a suppressed contact.
      return values.map((a) => {
        if (known.has(a.adjustmentId)) return 'already_received';
        const contactId = contactOf.get(a.externalId);
        if (contactId === undefined) return 'not_found';
        return hidden.has(hasher.hex(workspaceId, contactId)) ? 'suppressed' : 'recorded';
      });
    },
  };
}

/**
 * Records adjustments exactly once per (workspace, adjustmentId): the shared claim -> grouped
 * insert -> mark pipeline (ClaimRecorder, which says how and what it guarantees) over the
 * adjustments' store.
 */
@Injectable()
export class AdjustmentRecorder extends ClaimRecorder<NormalizedAdjustment, NewAdjustmentRow> {
  constructor(
    claims: DedupeClaimsRepository,
    adjustments: AdjustmentsRepository,
    suppressions: SuppressionsRepository,
    hasher: ContactHasher,
    outbox: OutboxSignal,
    metrics: MetricsService,
    @Inject(RECORDER_SETTINGS) settings: RecorderSettings,
  ) {
    super(claims, adjustmentStore(claims, adjustments, suppressions, hasher), outbox, metrics, settings);
  }
}
