import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports/reports.module';
import { GettingStartedController } from './getting-started.controller';
import { GettingStartedRepository } from './getting-started.repository';
import { WorkspaceSettingsController } from './workspace-settings.controller';
import { WorkspaceSettingsRepository } from './workspace-settings.repository';

/**
 * A workspace as a whole: its getting-started checklist (reads the report projection's schema too)
 * and its settings (how long its data is kept).
 */
@Module({
  imports: [ReportsModule],
  controllers: [GettingStartedController, WorkspaceSettingsController],
  providers: [GettingStartedRepository, WorkspaceSettingsRepository],
})
export class WorkspacesModule {}
