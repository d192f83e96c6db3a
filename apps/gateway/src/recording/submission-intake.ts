/** The one intake of every recorded kind: validate, count and claim, record, one answer per item. */
import { FieldError, ProblemException } from '@app/http';
import { Admission, AdmissionPort } from './admission.port';
import { batchEnvelopeErrors } from './batch-envelope-rules';
import { RecordOutcome, Recordable } from './claim-plan';

/** What an integrator sent: one item (POST .../events, .../adjustments), or a batch (`{ events: [...] }`). */
export interface Submission {
  workspaceId: string;
  kind: 'single' | 'batch';
  body: unknown;
  traceparent: string | null;
  /** The HTTP request, opaque here: the admission port finds the request's rate-limit charge on it. */
  caller: object;
  /** The caller's mode: a test key's items are test traffic (docs/api.md#test-mode). */
  test: boolean;
  /**
   * The `validateOnly` query parameter as sent (absent: undefined). "true": every check runs and
   * nothing is stored, claimed, published or noticed (docs/api.md#test-mode).
   */
  validateOnly: unknown;
}

/** The fields that name an item to the integrator; null in a rejection where one is not a string. */
export type Named<Id> = { [K in keyof Id]: Id[K] | null };

/** One item's answer, in the order sent: the recorder's outcome, or why the item was rejected. */
export type IntakeResult<Id> =
  (RecordOutcome & Id) | ({ status: 'rejected'; errors: FieldError[] } & Named<Id>);

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** The part of the recorder the intake uses (ClaimRecorder). */
export interface Recording<T> {
  record(
    workspaceId: string,
    values: T[],
    traceparent: string | null,
    admission: Admission,
  ): Promise<RecordOutcome[]>;
  /** validateOnly: counts the request and answers what recording would do, storing nothing. */
  check(workspaceId: string, values: T[], admission: Admission): Promise<RecordOutcome[]>;
}

/** Who hears of what was not recorded (the test panel, for events); nobody for other kinds. */
export interface IntakeNotices<T> {
  rejected(workspaceId: string, body: unknown, errors: FieldError[], path: string, test: boolean): void;
  duplicate(workspaceId: string, value: T, original: { id: string; receivedAt: Date }): void;
}

/** What one kind of submission gives the intake: its batch field, its rules, the fields that name an item. */
export interface IntakeKind<T, Id> {
  /** The batch envelope's one field: "events", "adjustments". */
  readonly batchField: string;
  validate(raw: unknown, now: Date, path: string): Validation<T>;
  /** The fields that name an item, from what was sent. */
  identify(raw: unknown): Named<Id>;
}

/** An item after validation: where it was, what was sent, and the value or its errors. */
type Checked<T> = { index: number; item: unknown; path: string } & (
  { ok: true; value: T } | { ok: false; errors: FieldError[] }
);

/**
 * The one way submissions come in, single or in a batch, for every kind (events, adjustments):
 * validate each item, count the request and claim (one round trip), record, answer one result per
 * item. HTTP stays in the controllers.
 *
 * Every submission counts once against the rate limit, whatever it holds (docs/api.md, "Rate
 * limits"): with its claims when an item is valid, alone otherwise, before any 400 is answered,
 * so over the limit the 429 wins over the 400. Notices of rejected items go out only for a
 * submission the rate limit let in, and of duplicates once they are answered.
 *
 * Test mode (docs/api.md#test-mode): every valid item carries its caller's mode (`test`), so a
 * test key's items are claimed and stored in their own namespace. With validateOnly=true the same
 * checks run and the request is counted, but the recorder only looks (check()): nothing is
 * claimed, stored or published, and no notice goes out.
 */
export class SubmissionIntake<T extends Recordable, Id> {
  constructor(
    private readonly kind: IntakeKind<T, Id>,
    private readonly recorder: Recording<T>,
    private readonly admissions: AdmissionPort,
    private readonly notices: IntakeNotices<T> | null,
  ) {}

  async submit(submission: Submission): Promise<IntakeResult<Id>[]> {
    const { workspaceId } = submission;
    const admission = this.admissions.admissionOf(submission.caller);
    const validateOnly = await this.validateOnlyOf(submission.validateOnly, admission);
    // Nothing is noticed of a validateOnly request: it is not a submission, only its checks.
    const notices = validateOnly ? null : this.notices;
    // 1. The items: the one item, or a batch envelope's `{ <field>: [1..1000] }` (else a 400,
    // counted first).
    const items =
      submission.kind === 'single' ? [submission.body] : await this.batchItems(submission.body, admission);
    // 2. Every rule of every item at once.
    const checked = this.check(items, submission.kind === 'batch', submission.test);
    const valid = checked.filter((c) => c.ok);
    const rejected = checked.filter((c) => !c.ok);
    // 3. Count the request and record. A batch always goes through the recorder, whose script
    // counts it with the claims (none when no item is valid: then it only counts, and tells the
    // recorder whether Redis answers); a single invalid item is counted on its own.
    let outcomes: RecordOutcome[] = [];
    try {
      if (valid.length === 0 && (submission.kind === 'single' || validateOnly)) await admission.pay();
      else if (validateOnly) {
        outcomes = await this.recorder.check(
          workspaceId,
          valid.map((c) => c.value),
          admission,
        );
      } else {
        outcomes = await this.recorder.record(
          workspaceId,
          valid.map((c) => c.value),
          submission.traceparent,
          admission,
        );
      }
    } finally {
      if (admission.admitted && notices) {
        for (const { item, errors, path } of rejected) {
          notices.rejected(workspaceId, item, errors, path, submission.test);
        }
      }
    }
    // 4. One answer per item, in order.
    const results: IntakeResult<Id>[] = new Array(items.length);
    for (const { index, item, errors } of rejected) {
      results[index] = { status: 'rejected', ...this.kind.identify(item), errors };
    }
    valid.forEach(({ index, item, value }, i) => {
      const outcome = outcomes[i];
      if (outcome.status === 'already_received') notices?.duplicate(workspaceId, value, outcome);
      // A valid item's naming fields are the strings it was validated with.
      results[index] = { ...outcome, ...(this.kind.identify(item) as Id) };
    });
    return results;
  }

  /**
   * `validateOnly` is true, false or absent; anything else is a 400 naming it, counted first like
   * every other 400 of these routes.
   */
  private async validateOnlyOf(raw: unknown, admission: Admission): Promise<boolean> {
    if (raw === undefined || raw === 'false') return false;
    if (raw === 'true') return true;
    await admission.pay();
    throw ProblemException.validation([
      {
        field: 'validateOnly',
        code: 'invalid_value',
        message:
          'The validateOnly query parameter must be true (check the request and store nothing) or false (the default).',
      },
    ]);
  }

  private async batchItems(body: unknown, admission: Admission): Promise<unknown[]> {
    const envelopeErrors = batchEnvelopeErrors(body, this.kind.batchField);
    if (envelopeErrors.length) {
      await admission.pay();
      throw ProblemException.validation(envelopeErrors);
    }
    return (body as Record<string, unknown[]>)[this.kind.batchField];
  }

  /** A batch's items name their fields with their place, as `events[3].currency`. */
  private check(items: unknown[], inBatch: boolean, test: boolean): Checked<T>[] {
    const now = new Date();
    return items.map((item, index) => {
      const path = inBatch ? `${this.kind.batchField}[${index}].` : '';
      const validation = this.kind.validate(item, now, path);
      // The mode is the caller's, never the body's.
      if (validation.ok) return { index, item, path, ok: true, value: { ...validation.value, test } };
      return { index, item, path, ...validation };
    });
  }
}
