/** How the ingest routes turn a request into a submission, and its results into answers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FieldError, ProblemCode, ProblemException } from '@app/http';
import { AuthenticatedRequest, principalMode } from '@app/auth';
import { requestTraceparent } from '@app/observability';
import { RecordOutcome } from './claim-plan';
import { Submission } from './submission-intake';

/**
 * How the ingest routes (events, adjustments) turn a request into a submission, and its results
 * into answers: one shape of receipt, batch item, summary and 409 for every kind (docs/api.md).
 */

export const PAYLOAD_DIFFERS_HEADER = 'payload-differs';

/** An outcome that names a stored item: the new one, or the original of a repeat. */
export type Stored = Extract<RecordOutcome, { status: 'recorded' | 'already_received' }>;

/**
 * How a recorded (201) or already received (200) item is answered, the same for every kind
 * (events, adjustments): the status, Location of the item (the original, on a 200), and on a
 * 200 the Payload-Differs header and payloadDiffers. `names` are the fields that name the item to
 * the integrator (externalId; adjustmentId and externalId).
 */
export function receiptOf<N extends object>(
  reply: FastifyReply,
  location: string,
  outcome: Stored,
  names: N,
): { id: string; status: Stored['status']; receivedAt: string; payloadDiffers?: boolean } & N {
  void reply
    .status(outcome.status === 'recorded' ? 201 : 200)
    .header('location', `${location}/${outcome.id}`);
  const receipt = {
    id: outcome.id,
    status: outcome.status,
    ...names,
    receivedAt: outcome.receivedAt.toISOString(),
  };
  if (outcome.status === 'recorded') return receipt;
  void reply.header(PAYLOAD_DIFFERS_HEADER, String(outcome.payloadDiffers));
  return { ...receipt, payloadDiffers: outcome.payloadDiffers };
}

/** A batch item that names a stored item, at its place in the batch. */
export function storedItemOf<N extends object>(index: number, outcome: Stored, names: N) {
  const base = {
    index,
    status: outcome.status,
    ...names,
    id: outcome.id,
    receivedAt: outcome.receivedAt.toISOString(),
  };
  return outcome.status === 'already_received' ? { ...base, payloadDiffers: outcome.payloadDiffers } : base;
}

/** How many results have each status, under the summary's names. */
export function summaryOf<S extends string, K extends string>(
  results: { status: S }[],
  names: Record<K, S>,
): Record<K, number> {
  const counts = {} as Record<K, number>;
  for (const key of Object.keys(names) as K[])
    counts[key] = results.filter((r) => r.status === names[key]).length;
  return counts;
}

/**
 * What an item whose contact is suppressed answers (docs/privacy.md#suppression): 202, its naming
 * fields, no Location (nothing was stored, claimed or published, and no notice goes out).
 */
export function suppressedAnswerOf<N extends object>(
  reply: FastifyReply,
  names: N,
): { status: 'suppressed' } & N {
  void reply.status(202);
  return { status: 'suppressed', ...names };
}

/** A batch item whose contact is suppressed: nothing stored for it. */
export function suppressedItemOf<N extends object>(index: number, names: N) {
  return { index, status: 'suppressed' as const, ...names };
}

/** The 409 of an item whose id another request is recording right now (docs/api.md#request_in_progress). */
export function inProgressProblem(noun: string, idField: string): ProblemException {
  return new ProblemException(
    409,
    ProblemCode.RequestInProgress,
    `An ${noun} with this ${idField} is being recorded by another request right now. Retry after the time in Retry-After; you will get its outcome.`,
    { headers: { 'retry-after': '1' } },
  );
}

/** A batch item whose id another request is recording right now: rejected, to send again shortly. */
export function inProgressError(field: string, noun: string, idField: string): FieldError {
  return {
    field,
    code: 'request_in_progress',
    message: `Another request is recording this ${idField} right now; send this ${noun} again shortly to learn its outcome.`,
  };
}

/**
 * What an HTTP request submits: its body, the trace it continues, itself (its rate-limit charge),
 * its caller's mode (a test key's traffic is test traffic; a console session's is live) and its
 * validateOnly parameter as sent (the intake checks it): docs/api.md#test-mode.
 */
export function submissionOf(
  workspaceId: string,
  kind: Submission['kind'],
  body: unknown,
  request: FastifyRequest,
): Submission {
  const principal = (request as AuthenticatedRequest).principal;
  return {
    workspaceId,
    kind,
    body,
    traceparent: requestTraceparent(request.headers.traceparent),
    caller: request,
    test: principal ? principalMode(principal) === 'test' : false,
    validateOnly: (request.query as Record<string, unknown> | undefined)?.validateOnly,
  };
}

/** Whether the request asked for validateOnly (the intake refused any value but true and false). */
export function isValidateOnly(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown> | undefined)?.validateOnly === 'true';
}

/** What a validateOnly item answers: it passed every check, and what sending it would do. */
export type Checked = Extract<RecordOutcome, { status: 'valid' }>;

/** The answer to a valid validateOnly request: 200, nothing stored (docs/api.md#test-mode). */
export function validAnswerOf<N extends object>(
  reply: FastifyReply,
  outcome: Checked,
  names: N,
): { status: 'valid'; wouldBe: Checked['wouldBe'] } & N {
  void reply.status(200);
  return { status: 'valid', ...names, wouldBe: outcome.wouldBe };
}

/** A batch item of a validateOnly batch that passed every check. */
export function validItemOf<N extends object>(index: number, outcome: Checked, names: N) {
  return { index, status: 'valid' as const, ...names, wouldBe: outcome.wouldBe };
}
