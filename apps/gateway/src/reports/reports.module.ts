import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GatewayEnv } from '@app/config';
import { schemaName } from '@app/database';
import { ReportsController } from './reports.controller';
import { REPORT_SCHEMA, ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

@Module({
  controllers: [ReportsController],
  providers: [
    ReportsRepository,
    ReportsService,
    {
      provide: REPORT_SCHEMA,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>) =>
        schemaName(config.get('DATABASE_SCHEMA_PREFIX', { infer: true }), 'reportProjection'),
    },
  ],
})
export class ReportsModule {}
