import { Injectable } from '@nestjs/common';
import type { Admission, AdmissionPort } from '../recording/admission.port';
import { rateLimitChargeOf } from './rate-limit-charge';

/**
 * The intake's admission port, kept by the rate limit: the charge RateLimitGuard left unpaid on
 * an ingest request (@ChargedByClaim) is that request's admission.
 */
@Injectable()
export class RateLimitAdmission implements AdmissionPort {
  admissionOf(caller: object): Admission {
    return rateLimitChargeOf(caller);
  }
}
