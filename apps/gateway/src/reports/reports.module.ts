import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GatewayEnv } from '@app/config';
import { panelChannel, schemaName } from '@app/database';
import { ReportsController } from './reports.controller';
import { REPORT_SCHEMA, ReportsRepository } from './reports.repository';
import {
  PANEL_LISTENER_SETTINGS,
  PanelChangesListener,
  PanelListenerSettings,
} from './panel-changes.listener';
import { PANEL_STREAM_SETTINGS, PanelStreamService, PanelStreamSettings } from './panel-stream.service';
import { ReportsService } from './reports.service';

@Module({
  controllers: [ReportsController],
  providers: [
    ReportsRepository,
    ReportsService,
    PanelChangesListener,
    PanelStreamService,
    {
      provide: PANEL_LISTENER_SETTINGS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>): PanelListenerSettings => ({
        databaseUrl: config.get('DATABASE_URL', { infer: true }),
        channel: panelChannel(
          schemaName(config.get('DATABASE_SCHEMA_PREFIX', { infer: true }), 'reportProjection'),
        ),
      }),
    },
    {
      provide: PANEL_STREAM_SETTINGS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>): PanelStreamSettings => ({
        maxStreams: config.get('PANEL_STREAM_MAX', { infer: true }),
        heartbeatMs: config.get('PANEL_STREAM_HEARTBEAT_MS', { infer: true }),
        pollMs: config.get('PANEL_STREAM_POLL_MS', { infer: true }),
      }),
    },
    {
      provide: REPORT_SCHEMA,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>) =>
        schemaName(config.get('DATABASE_SCHEMA_PREFIX', { infer: true }), 'reportProjection'),
    },
  ],
  exports: [REPORT_SCHEMA],
})
export class ReportsModule {}
