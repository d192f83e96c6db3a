/** Thrown at boot when an environment variable is missing or invalid; names every bad variable. */
export class ConfigValidationError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}\n` +
        'Fix the environment variable(s) above (see docs/configuration.md) and start again.',
    );
    this.name = 'ConfigValidationError';
  }
}
