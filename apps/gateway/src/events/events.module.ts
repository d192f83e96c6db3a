import { Module } from '@nestjs/common';
import { AdjustmentsModule } from '../adjustments/adjustments.module';
import { EventIntake } from './event-intake.service';
import { EventRecorder } from './event-recorder.service';
import { EventsController } from './events.controller';
import { EventsQueryService } from './events-query.service';
import { EventsRepository } from './events.repository';
import { RecordingModule } from '../recording/recording.module';
import { SuppressionsModule } from '../suppressions/suppressions.module';
import { SubmissionNoticesPublisher } from './submission-notices.publisher';
import { TEST_DATA_STEPS, TestDataRetention } from '@app/runtime';
import { testDataSteps } from './test-data.repository';

/**
 * Events in and out: the intake (validate, claim, record, answer), the reads (an event's
 * adjustments come from AdjustmentsModule), and the sweep of old test traffic (TestDataRetention, with the gateway's steps). Its settings
 * come from GatewaySettingsModule; its admission port (ADMISSION_PORT) from RateLimitModule; the
 * suppression list that validateOnly reads from SuppressionsModule.
 */
@Module({
  imports: [RecordingModule, AdjustmentsModule, SuppressionsModule],
  controllers: [EventsController],
  providers: [
    EventsRepository,
    EventRecorder,
    EventIntake,
    EventsQueryService,
    SubmissionNoticesPublisher,
    { provide: TEST_DATA_STEPS, useValue: testDataSteps() },
    TestDataRetention,
  ],
  exports: [TestDataRetention],
})
export class EventsModule {}
