/** A failure the CLI reports as one JSON line on stderr, with its exit code. */
export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly exitCode = 1,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CliError';
  }

  static usage(message: string, details?: unknown): CliError {
    return new CliError('invalid_arguments', message, 2, details);
  }
}
