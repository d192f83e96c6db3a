import { FieldError } from './problem-details';
import { ProblemCode } from './problem-code';

/**
 * A failure the API reports as problem details. Domain code throws it (or a subclass) with a
 * stable code; the transport filter turns it into the HTTP answer.
 */
export class ProblemException extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly detail: string,
    readonly options: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      extensions?: Record<string, unknown>;
    } = {},
  ) {
    super(detail);
    this.name = 'ProblemException';
  }

  static validation(errors: FieldError[]): ProblemException {
    const fields = [...new Set(errors.map((e) => e.field))];
    return new ProblemException(
      400,
      ProblemCode.ValidationFailed,
      `${fields.length === 1 ? 'One field is' : `${fields.length} fields are`} invalid: ${fields.join(', ')}. Each entry in "errors" names the field and how to fix it.`,
      { errors },
    );
  }

  static notFound(what: string): ProblemException {
    return new ProblemException(404, ProblemCode.NotFound, `${what} does not exist in this workspace.`);
  }
}
