import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports/reports.module';
import { GettingStartedController } from './getting-started.controller';
import { GettingStartedRepository } from './getting-started.repository';

/** A workspace as a whole: its getting-started checklist (reads the report projection's schema too). */
@Module({
  imports: [ReportsModule],
  controllers: [GettingStartedController],
  providers: [GettingStartedRepository],
})
export class WorkspacesModule {}
