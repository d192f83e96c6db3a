/**
 * What every command module shares: the CLI's validated environment, a Nest application context
 * for the duration of one command, and the translation of the platform's errors into the CLI's.
 * Imported only by command modules, so nothing here loads for --help or a mistyped argument.
 */
import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConsoleUserException } from '@app/auth';
import { CliEnv, ConfigValidationError, loadEnv } from '@app/config';
import { ProblemException } from '@app/http';
import { CliError } from '../cli-error';
import { CliModule } from '../cli.module';

/** The CLI's environment, validated; a bad variable is exit code 78 with the variable named. */
export function cliEnv(): CliEnv {
  try {
    return loadEnv(CliEnv, process.env);
  } catch (err) {
    if (err instanceof ConfigValidationError) throw new CliError('invalid_configuration', err.message, 78);
    throw err;
  }
}

export async function withContext<T>(
  work: (app: INestApplicationContext, env: CliEnv) => Promise<T>,
): Promise<T> {
  const env = cliEnv();
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(env), {
    logger: false,
    abortOnError: false,
  });
  try {
    return await work(app, env);
  } finally {
    await app.close();
  }
}

/** The CLI's report of an error a command raised: the platform's own code and message where it has one. */
export function toCliError(err: unknown): CliError {
  if (err instanceof CliError) return err;
  if (err instanceof ConsoleUserException) return new CliError(err.code, err.message, 1);
  if (err instanceof ProblemException) {
    const errors = err.options.errors;
    if (errors?.length) return CliError.usage(errors.map((e) => e.message).join(' '), errors);
    return new CliError(err.code, err.detail, 1);
  }
  return new CliError('failed', err instanceof Error ? err.message : String(err), 1);
}
