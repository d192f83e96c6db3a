import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { ConfigValidationError } from './config-validation.error';

type EnvClass<T> = new () => T;

/** Config errors go to stderr and logs: never echo a password or secret that was given. */
function shown(variable: string, given: unknown): string {
  if (given === undefined) return 'it is not set';
  if (/PASSWORD|SECRET|TOKEN|PEPPER|HASH_KEY/i.test(variable)) return 'got a value, hidden';
  const text = String(given).replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  return `got ${JSON.stringify(text)}`;
}

function flatten(errors: ValidationError[], raw: Record<string, unknown>) {
  return errors.map((e) => {
    const given = shown(e.property, raw[e.property]);
    const constraints = Object.values(e.constraints ?? {}).join('; ');
    return { variable: e.property, message: `${constraints} (${given})` };
  });
}

/**
 * Turns the raw environment into a typed, validated config object. Unknown variables are
 * ignored (the environment holds much else); a variable left empty counts as unset, so that
 * `FOO=` falls back to the default rather than becoming the empty string.
 */
export function loadEnv<T extends object>(cls: EnvClass<T>, raw: Record<string, unknown>): T {
  const present: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value !== '' && value !== undefined) present[key] = value;
  }
  const instance = plainToInstance(cls, present, { exposeDefaultValues: true });
  const errors = validateSync(instance, {
    skipMissingProperties: false,
    forbidUnknownValues: true,
    stopAtFirstError: true,
  });
  if (errors.length > 0) throw new ConfigValidationError(flatten(errors, present));
  return instance;
}
