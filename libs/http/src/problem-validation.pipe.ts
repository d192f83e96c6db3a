import { ValidationPipe } from '@nestjs/common';
import { toFieldErrors } from './field-errors';
import { ProblemException } from './problem.exception';

/**
 * The global ValidationPipe: only declared fields pass, unknown ones are reported by name, and
 * every invalid field comes back at once as a 400 validation_failed problem.
 */
export function problemValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    // One message per field (the first rule it breaks): a missing field is "required", not
    // also "not a string" and "too short".
    stopAtFirstError: true,
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => ProblemException.validation(toFieldErrors(errors)),
  });
}
