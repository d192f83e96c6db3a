/**
 * The operator CLI's settings: maps its validated env to what its context takes, and holds the
 * CLI's own constants with the reason for each. CliModule.forRoot calls it once.
 */
import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { CliEnv } from '@app/config';
import { gatewayDataSourceOptions } from '@app/database';

export interface CliSettings {
  database: TypeOrmModuleOptions;
}

/**
 * An operator's command fails at once on an unreachable database, with the error on stderr and
 * exit code 1, rather than retrying in silence: the person at the terminal decides to run it
 * again.
 */
const CONNECT_RETRY_ATTEMPTS = 0;

export function cliSettings(env: CliEnv): CliSettings {
  return {
    database: { ...gatewayDataSourceOptions(env), retryAttempts: CONNECT_RETRY_ATTEMPTS },
  };
}
