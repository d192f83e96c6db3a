import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { FieldError } from './problem-details';
import { toFieldErrors } from './field-errors';
import { ProblemException } from './problem.exception';

/**
 * The global ValidationPipe: only declared fields pass, unknown ones are reported by name, and
 * every invalid field comes back at once as a 400 validation_failed problem.
 *
 * Before the class rules, any string holding NUL (U+0000) is refused by name: Postgres cannot
 * store it in text, so it would otherwise fail as a 500 deep in a query (found by the fuzz test:
 * a campaign name, a key name, a sign-in email). Event bodies have their own schema, which
 * refuses every control character.
 */
class ProblemValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (this.toValidate(metadata)) {
      const errors = nulFields(value, '');
      if (errors.length) throw ProblemException.validation(errors);
    }
    return super.transform(value, metadata);
  }
}

function nulFields(value: unknown, path: string, found: FieldError[] = []): FieldError[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      found.push({
        field: path || 'body',
        code: 'invalid_format',
        message: `${path || 'The body'} must not contain the NUL character (\\u0000).`,
      });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulFields(item, `${path}[${i}]`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulFields(item, path ? `${path}.${key}` : key, found);
  }
  return found;
}

export function problemValidationPipe(): ValidationPipe {
  return new ProblemValidationPipe({
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
