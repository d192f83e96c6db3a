import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { PanelChangesListener } from './panel-changes.listener';
import { PanelStreamService } from './panel-stream.service';
import { ReportsService } from './reports.service';

/** Campaign reports and the conversion-test panel; settings from GatewaySettingsModule. */
@Module({
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService, PanelChangesListener, PanelStreamService],
})
export class ReportsModule {}
