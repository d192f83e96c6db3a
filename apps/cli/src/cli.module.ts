import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@app/auth';
import { CliEnv, typedConfigModule } from '@app/config';
import { KafkaModule } from '@app/kafka';
import { RedisModule } from '@app/redis';
import { cliSettings } from './cli-settings';

/** The operator CLI's context: the same feature modules as the gateway, with no HTTP server. */
@Module({})
export class CliModule {
  static forRoot(env: CliEnv): DynamicModule {
    const settings = cliSettings(env);
    return {
      module: CliModule,
      imports: [
        typedConfigModule(env),
        TypeOrmModule.forRoot(settings.database),
        RedisModule.forRoot(),
        KafkaModule.forRoot(),
        AuthModule,
      ],
    };
  }
}
