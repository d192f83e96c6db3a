import { Injectable, Logger } from '@nestjs/common';
import { ProblemCode, ProblemException } from '@app/http';
import { ContactHasher } from '@app/privacy';
import { contactIdError, distinctContactIds } from '../contacts/contact-id-rules';
import { pageOfRows, resumePosition } from '../paging/cursor-paging';
import { decodeSuppressionCursor, encodeSuppressionCursor } from './suppression-cursor';
import { SuppressedContact, SuppressionRow, SuppressionsRepository } from './suppressions.repository';

const DEFAULT_LIMIT = 50;

/** One contact of a POST: its contactId as sent, and what the list holds for it. */
export interface SuppressionResult extends SuppressedContact {
  contactId: string;
}

/**
 * The suppression list's API (docs/api.md#suppression, docs/privacy.md#suppression): contacts are
 * added by contactId and stored by their keyed hash only (ContactHasher under PRIVACY_HASH_KEY),
 * listed by hash, and lifted by contactId again. Intake refuses a suppressed contact's new events
 * and adjustments from the commit on; nothing here touches what is already recorded (an erasure
 * request does that).
 */
@Injectable()
export class SuppressionsService {
  private readonly logger = new Logger(SuppressionsService.name);

  constructor(
    private readonly suppressions: SuppressionsRepository,
    private readonly hasher: ContactHasher,
  ) {}

  /** Suppresses each contact (repeats collapsed, in the order first sent); one result per contact. */
  async suppress(workspaceId: string, values: unknown[]): Promise<SuppressionResult[]> {
    const checked = distinctContactIds(values);
    if ('errors' in checked) throw ProblemException.validation(checked.errors);
    const { contactIds } = checked;
    const rows = await this.suppressions.suppress(
      workspaceId,
      contactIds.map((contactId) => this.hasher.hash(workspaceId, contactId)),
    );
    const created = rows.filter((r) => r.created).length;
    // Counts only: a log line never names a contact.
    this.logger.log(`${created} contact(s) suppressed, ${rows.length - created} already were`);
    return rows.map((row, i) => ({ ...row, contactId: contactIds[i] }));
  }

  async list(
    workspaceId: string,
    query: { limit?: number; cursor?: string },
  ): Promise<{ data: SuppressionRow[]; nextCursor: string | null }> {
    const after = resumePosition(query.cursor, decodeSuppressionCursor);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await this.suppressions.list(workspaceId, after, limit + 1);
    const { page, nextCursor } = pageOfRows(rows, limit, encodeSuppressionCursor);
    return { data: page, nextCursor };
  }

  /** Lifts the contact's suppression: its next new event is recorded again. */
  async lift(workspaceId: string, contactId: string): Promise<void> {
    const error = contactIdError(contactId, 'contactId');
    if (error) throw ProblemException.validation([error]);
    const outcome = await this.suppressions.lift(workspaceId, this.hasher.hash(workspaceId, contactId));
    if (outcome.lifted) {
      this.logger.log('one suppression lifted');
      return;
    }
    if (outcome.reason === 'not_suppressed') {
      throw new ProblemException(
        404,
        ProblemCode.NotFound,
        'This contactId is not suppressed in this workspace, so there is nothing to lift. GET .../suppressions lists the hashes of the contacts that are.',
      );
    }
    throw new ProblemException(
      409,
      ProblemCode.ErasureInProgress,
      `This contact's suppression belongs to erasure request ${outcome.erasureRequestId}, which is still running: lifting it now would let new events in while the contact's data is being erased. Lift it once the request is completed (GET .../erasure-requests/${outcome.erasureRequestId}).`,
    );
  }
}
