import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@app/auth';
import { CliEnv, typedConfigModule } from '@app/config';
import { gatewayDataSourceOptions } from '@app/database';
import { KafkaModule } from '@app/kafka';
import { RedisModule } from '@app/redis';

/** The operator CLI's context: the same feature modules as the gateway, with no HTTP server. */
@Module({})
export class CliModule {
  static forRoot(env: CliEnv): DynamicModule {
    return {
      module: CliModule,
      imports: [
        typedConfigModule(env),
        TypeOrmModule.forRoot({ ...gatewayDataSourceOptions(env), retryAttempts: 0 }),
        RedisModule.forRoot(),
        KafkaModule.forRoot(),
        AuthModule,
      ],
    };
  }
}
