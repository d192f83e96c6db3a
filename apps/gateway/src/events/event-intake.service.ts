import { Inject, Injectable } from '@nestjs/common';
import { ADMISSION_PORT, AdmissionPort } from '../recording/admission.port';
import { stringFieldOf } from '../recording/batch-envelope-rules';
import { SUBMISSION_LIMITS } from '../recording/recording-settings';
import { IntakeKind, IntakeResult, SubmissionIntake } from '../recording/submission-intake';
import { SubmissionLimits } from '../recording/submission-rules';
import { NormalizedEvent, validateEvent } from './event-rules';
import { EventRecorder } from './event-recorder.service';
import { SubmissionNoticesPublisher } from './submission-notices.publisher';

/** What names an event in its answer. */
export interface EventName {
  externalId: string;
}
export type EventIntakeResult = IntakeResult<EventName>;

/** Events as the intake sees them: `{ events: [...] }` in a batch, the event rules, named by externalId. */
function eventKind(limits: SubmissionLimits): IntakeKind<NormalizedEvent, EventName> {
  return {
    batchField: 'events',
    validate(raw, now, path) {
      const validation = validateEvent(raw, now, limits, path);
      return validation.ok ? { ok: true, value: validation.event } : validation;
    },
    identify: (raw) => ({ externalId: stringFieldOf(raw, 'externalId') }),
  };
}

/**
 * The one way events come in, single or in a batch: the shared intake (SubmissionIntake: validate,
 * count and claim, record, one answer per item) with the events' rules, and the test panel told
 * of rejected items and duplicates (SubmissionNoticesPublisher). HTTP stays in EventsController.
 */
@Injectable()
export class EventIntake extends SubmissionIntake<NormalizedEvent, EventName> {
  constructor(
    recorder: EventRecorder,
    notices: SubmissionNoticesPublisher,
    @Inject(ADMISSION_PORT) admissions: AdmissionPort,
    @Inject(SUBMISSION_LIMITS) limits: SubmissionLimits,
  ) {
    super(eventKind(limits), recorder, admissions, notices);
  }
}
