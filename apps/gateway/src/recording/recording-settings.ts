/** The injection tokens of the settings every recorded kind (events, adjustments) shares. */

/** The recorder's settings (RecorderSettings in claim-recorder.ts). */
export const RECORDER_SETTINGS = Symbol('RECORDER_SETTINGS');

/** How far an occurredAt may be in the past and the future (SubmissionLimits, submission-rules.ts). */
export const SUBMISSION_LIMITS = Symbol('SUBMISSION_LIMITS');

/** The attribution service's schema, read (never written) for each event's and adjustment's outcome. */
export const ATTRIBUTION_SCHEMA = Symbol('ATTRIBUTION_SCHEMA');
