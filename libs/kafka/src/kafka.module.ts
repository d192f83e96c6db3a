import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { KAFKA_SETTINGS, KafkaService, KafkaSettings } from './kafka.service';
import { TypedProducer } from './typed-producer.service';

@Global()
@Module({})
export class KafkaModule {
  static forRoot(): DynamicModule {
    return {
      module: KafkaModule,
      providers: [
        {
          provide: KAFKA_SETTINGS,
          inject: [ConfigService],
          useFactory: (config: ConfigService<KafkaSettings, true>): KafkaSettings => ({
            KAFKA_BROKERS: config.get('KAFKA_BROKERS', { infer: true }),
            KAFKA_CLIENT_ID: config.get('KAFKA_CLIENT_ID', { infer: true }),
            KAFKA_TOPIC_PREFIX: config.get('KAFKA_TOPIC_PREFIX', { infer: true }),
            KAFKA_TOPIC_REPLICATION_FACTOR: config.get('KAFKA_TOPIC_REPLICATION_FACTOR', { infer: true }),
            KAFKA_TOPIC_MIN_INSYNC_REPLICAS: config.get('KAFKA_TOPIC_MIN_INSYNC_REPLICAS', { infer: true }),
          }),
        },
        KafkaService,
        TypedProducer,
      ],
      exports: [KafkaService, TypedProducer],
    };
  }
}
