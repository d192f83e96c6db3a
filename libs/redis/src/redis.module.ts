import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { REDIS_SETTINGS, RedisService, RedisSettings } from './redis.service';

@Global()
@Module({})
export class RedisModule {
  static forRoot(): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS_SETTINGS,
          inject: [ConfigService],
          useFactory: (config: ConfigService<RedisSettings, true>): RedisSettings => ({
            REDIS_URL: config.get('REDIS_URL', { infer: true }),
            REDIS_KEY_PREFIX: config.get('REDIS_KEY_PREFIX', { infer: true }),
            REDIS_COMMAND_TIMEOUT_MS: config.get('REDIS_COMMAND_TIMEOUT_MS', { infer: true }),
          }),
        },
        RedisService,
      ],
      exports: [RedisService],
    };
  }
}
