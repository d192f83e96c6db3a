import { Inject, Injectable } from '@nestjs/common';
import { ADMISSION_PORT, AdmissionPort } from '../recording/admission.port';
import { stringFieldOf } from '../recording/batch-envelope-rules';
import { SUBMISSION_LIMITS } from '../recording/recording-settings';
import { IntakeKind, IntakeResult, SubmissionIntake } from '../recording/submission-intake';
import { SubmissionLimits } from '../recording/submission-rules';
import { AdjustmentRecorder } from './adjustment-recorder.service';
import { NormalizedAdjustment, validateAdjustment } from './adjustment-rules';

/** What names an adjustment in its answer. */
export interface AdjustmentName {
  adjustmentId: string;
  externalId: string;
}
export type AdjustmentIntakeResult = IntakeResult<AdjustmentName>;

/** Adjustments as the intake sees them: `{ adjustments: [...] }` in a batch, named by both ids. */
function adjustmentKind(limits: SubmissionLimits): IntakeKind<NormalizedAdjustment, AdjustmentName> {
  return {
    batchField: 'adjustments',
    validate: (raw, now, path) => validateAdjustment(raw, now, limits, path),
    identify: (raw) => ({
      adjustmentId: stringFieldOf(raw, 'adjustmentId'),
      externalId: stringFieldOf(raw, 'externalId'),
    }),
  };
}

/**
 * The one way adjustments come in, single or in a batch: the intake every recorded kind shares
 * (SubmissionIntake: validate, count and claim, record, one answer per item) with the adjustments'
 * rules. The events' test panel hears nothing of them. HTTP stays in AdjustmentsController.
 */
@Injectable()
export class AdjustmentIntake extends SubmissionIntake<NormalizedAdjustment, AdjustmentName> {
  constructor(
    recorder: AdjustmentRecorder,
    @Inject(ADMISSION_PORT) admissions: AdmissionPort,
    @Inject(SUBMISSION_LIMITS) limits: SubmissionLimits,
  ) {
    super(adjustmentKind(limits), recorder, admissions, null);
  }
}
