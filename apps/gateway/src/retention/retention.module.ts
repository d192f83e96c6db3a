import { DynamicModule, Module } from '@nestjs/common';
import {
  WORKSPACE_RETENTION,
  WORKSPACE_RETENTION_STEPS,
  WorkspaceRetention,
  WorkspaceRetentionSettings,
} from '@app/runtime';
import { RecordingModule } from '../recording/recording.module';
import { EventRetentionRepository } from './event-retention.repository';

/**
 * The gateway's retention sweep (docs/privacy.md#retention): WorkspaceRetention with the gateway's
 * steps, deleting each workspace's events and adjustments once they outlive its eventRetentionDays.
 */
@Module({})
export class RetentionModule {
  static forRoot(settings: WorkspaceRetentionSettings): DynamicModule {
    return {
      module: RetentionModule,
      imports: [RecordingModule],
      providers: [
        EventRetentionRepository,
        {
          provide: WORKSPACE_RETENTION_STEPS,
          useFactory: (tables: EventRetentionRepository) => tables.steps,
          inject: [EventRetentionRepository],
        },
        { provide: WORKSPACE_RETENTION, useValue: settings },
        WorkspaceRetention,
      ],
      exports: [WorkspaceRetention],
    };
  }
}
