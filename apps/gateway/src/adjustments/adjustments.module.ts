import { Module } from '@nestjs/common';
import { RecordingModule } from '../recording/recording.module';
import { SuppressionsModule } from '../suppressions/suppressions.module';
import { AdjustmentIntake } from './adjustment-intake.service';
import { AdjustmentRecorder } from './adjustment-recorder.service';
import { AdjustmentsController } from './adjustments.controller';
import { AdjustmentsQueryService } from './adjustments-query.service';
import { AdjustmentsRepository } from './adjustments.repository';

/**
 * Conversion adjustments in and out: the intake (the shared pipeline of recording/ over the
 * adjustments' rules and store) and the reads. Exports its repository, so an event's read shows its adjustments.
 * Settings and the admission port come from the global modules, as for events; the suppression
 * list that validateOnly reads from SuppressionsModule.
 */
@Module({
  imports: [RecordingModule, SuppressionsModule],
  controllers: [AdjustmentsController],
  providers: [AdjustmentsRepository, AdjustmentRecorder, AdjustmentIntake, AdjustmentsQueryService],
  exports: [AdjustmentsRepository],
})
export class AdjustmentsModule {}
