import { Inject, Injectable } from '@nestjs/common';
import { FieldError, ProblemException } from '@app/http';
import { ADMISSION_PORT, Admission, AdmissionPort } from './admission.port';
import { batchEnvelopeErrors, externalIdOf } from './batch-envelope-rules';
import { EventLimits, NormalizedEvent, validateEvent } from './event-rules';
import { RecordOutcome } from './claim-plan';
import { EventRecorder } from './event-recorder.service';
import { SubmissionNoticesPublisher } from './submission-notices.publisher';

export const EVENT_LIMITS = Symbol('EVENT_LIMITS');

/** What an integrator sent: one event (POST .../events), or a batch `{ events: [...] }`. */
export interface Submission {
  workspaceId: string;
  kind: 'event' | 'batch';
  body: unknown;
  traceparent: string | null;
  /** The HTTP request, opaque here: the admission port finds the request's rate-limit charge on it. */
  caller: object;
}

/** One item's answer, in the order sent: the recorder's outcome, or why the item was rejected. */
export type IntakeResult =
  RecordOutcome | { status: 'rejected'; externalId: string | null; errors: FieldError[] };

/** An item after validation: where it was, what was sent, and the event or its errors. */
type Checked = { index: number; item: unknown; path: string } & (
  { ok: true; event: NormalizedEvent } | { ok: false; errors: FieldError[] }
);

/**
 * The one way events come in, single or in a batch: validate each item, count the request and
 * claim (one round trip), record, answer one result per item. HTTP stays in EventsController.
 *
 * Every submission counts once against the rate limit, whatever it holds (docs/api.md, "Rate
 * limits"): with its claims when an item is valid, alone otherwise, before any 400 is answered,
 * so over the limit the 429 wins over the 400. The test panel hears of rejected items only
 * from a submission the rate limit let in, and of duplicates once they are answered.
 */
@Injectable()
export class EventIntake {
  constructor(
    private readonly recorder: EventRecorder,
    private readonly notices: SubmissionNoticesPublisher,
    @Inject(ADMISSION_PORT) private readonly admissions: AdmissionPort,
    @Inject(EVENT_LIMITS) private readonly limits: EventLimits,
  ) {}

  async submit(submission: Submission): Promise<IntakeResult[]> {
    const { workspaceId } = submission;
    const admission = this.admissions.admissionOf(submission.caller);
    // 1. The items: the one event, or a batch envelope's `{ events: [1..1000] }` (else a 400,
    // counted first).
    const items =
      submission.kind === 'event' ? [submission.body] : await this.batchItems(submission.body, admission);
    // 2. Every rule of every item at once.
    const checked = this.check(items, submission.kind === 'batch');
    const valid = checked.filter((c) => c.ok);
    const rejected = checked.filter((c) => !c.ok);
    // 3. Count the request and record. A batch always goes through the recorder, whose script
    // counts it with the claims (none when no item is valid: then it only counts, and tells the
    // recorder whether Redis answers); a single invalid event is counted on its own.
    let outcomes: RecordOutcome[] = [];
    try {
      if (valid.length === 0 && submission.kind === 'event') await admission.pay();
      else {
        outcomes = await this.recorder.record(
          workspaceId,
          valid.map((c) => c.event),
          submission.traceparent,
          admission,
        );
      }
    } finally {
      if (admission.admitted) {
        for (const { item, errors, path } of rejected) {
          this.notices.rejected(workspaceId, item, errors, path);
        }
      }
    }
    // 4. One answer per item, in order.
    const results: IntakeResult[] = new Array(items.length);
    for (const { index, item, errors } of rejected) {
      results[index] = { status: 'rejected', externalId: externalIdOf(item), errors };
    }
    valid.forEach(({ index, event }, i) => {
      const outcome = outcomes[i];
      if (outcome.status === 'already_received') {
        this.notices.duplicate(workspaceId, event, outcome);
      }
      results[index] = outcome;
    });
    return results;
  }

  private async batchItems(body: unknown, admission: Admission): Promise<unknown[]> {
    const envelopeErrors = batchEnvelopeErrors(body);
    if (envelopeErrors.length) {
      await admission.pay();
      throw ProblemException.validation(envelopeErrors);
    }
    return (body as { events: unknown[] }).events;
  }

  /** A batch's items name their fields with their place, as `events[3].currency`. */
  private check(items: unknown[], inBatch: boolean): Checked[] {
    const now = new Date();
    return items.map((item, index) => {
      const path = inBatch ? `events[${index}].` : '';
      const validation = validateEvent(item, now, this.limits, path);
      return { index, item, path, ...validation };
    });
  }
}
