import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportProjectionEnv, typedConfigModule } from '@app/config';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { ConsumerHealthController, consumerTransportProvider } from '@app/runtime';
import { ProjectionController } from './consumer/projection.controller';
import { PANEL_CHANNEL, ProjectionRepository } from './projection/projection.repository';
import { ProjectionService } from './projection/projection.service';
import { reportProjectionSettings } from './report-projection-settings';

/** The report projection: campaign reports and the conversion-test panel, from Kafka. */
@Module({})
export class ReportProjectionModule {
  static forRoot(env: ReportProjectionEnv): DynamicModule {
    const settings = reportProjectionSettings(env);
    return {
      module: ReportProjectionModule,
      imports: [
        typedConfigModule(env),
        TypeOrmModule.forRoot(settings.database),
        KafkaModule.forRoot(),
        MetricsModule,
      ],
      controllers: [ProjectionController, ConsumerHealthController],
      providers: [
        ProjectionRepository,
        ProjectionService,
        consumerTransportProvider(env, settings.consumer),
        { provide: PANEL_CHANNEL, useValue: settings.projection.panelChannel },
      ],
    };
  }
}
