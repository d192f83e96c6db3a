import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { DedupeClaimsRepository } from './dedupe-claims.repository';
import { EventIntake } from './event-intake.service';
import { EventRecorder } from './event-recorder.service';
import { EventsController } from './events.controller';
import { EventsQueryService } from './events-query.service';
import { EventsRepository } from './events.repository';
import { SubmissionNoticesPublisher } from './submission-notices.publisher';

/**
 * Events in and out: the intake (validate, claim, record, answer) and the reads. Its settings
 * come from GatewaySettingsModule; its admission port (ADMISSION_PORT) from RateLimitModule.
 */
@Module({
  imports: [OutboxModule],
  controllers: [EventsController],
  providers: [
    EventsRepository,
    DedupeClaimsRepository,
    EventRecorder,
    EventIntake,
    EventsQueryService,
    SubmissionNoticesPublisher,
  ],
})
export class EventsModule {}
