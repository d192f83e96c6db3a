import { DynamicModule } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';

/**
 * Registers an already validated config object as the ConfigService's only source, so values
 * keep their types (PORT is a number) and nothing read later bypasses validation.
 */
export function typedConfigModule(env: object): Promise<DynamicModule> {
  return ConfigModule.forRoot({
    isGlobal: true,
    ignoreEnvFile: true,
    skipProcessEnv: true,
    load: [() => ({ ...env })],
  });
}
