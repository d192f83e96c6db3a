import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GatewayEnv } from '@app/config';
import { schemaName } from '@app/database';
import { OutboxModule } from '../outbox/outbox.module';
import { DedupeClaimsRepository } from './dedupe-claims.repository';
import { EventLimits } from './event-rules';
import { EventRecorder, RECORDER_SETTINGS, RecorderSettings } from './event-recorder.service';
import { EVENT_LIMITS, EventsController } from './events.controller';
import { EventsQueryService } from './events-query.service';
import { ATTRIBUTION_SCHEMA, EventsRepository } from './events.repository';
import { SubmissionNoticesPublisher } from './submission-notices.publisher';

@Module({
  imports: [OutboxModule],
  controllers: [EventsController],
  providers: [
    EventsRepository,
    DedupeClaimsRepository,
    EventRecorder,
    EventsQueryService,
    SubmissionNoticesPublisher,
    {
      provide: ATTRIBUTION_SCHEMA,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>) =>
        schemaName(config.get('DATABASE_SCHEMA_PREFIX', { infer: true }), 'attribution'),
    },
    {
      provide: RECORDER_SETTINGS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>): RecorderSettings => ({
        leaseMs: config.get('DEDUPE_LEASE_MS', { infer: true }),
        retentionSeconds: config.get('DEDUPE_RETENTION_SECONDS', { infer: true }),
        duplicateWaitMs: config.get('DUPLICATE_WAIT_MS', { infer: true }),
        insertBatchMaxRows: config.get('INSERT_BATCH_MAX_ROWS', { infer: true }),
      }),
    },
    {
      provide: EVENT_LIMITS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>): EventLimits => ({
        maxAgeDays: config.get('EVENT_MAX_AGE_DAYS', { infer: true }),
        maxFutureSeconds: config.get('EVENT_MAX_FUTURE_SECONDS', { infer: true }),
      }),
    },
  ],
})
export class EventsModule {}
