import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@app/auth';
import { GatewayEnv, typedConfigModule } from '@app/config';
import { KafkaModule } from '@app/kafka';
import { MetricsModule } from '@app/observability';
import { RedisModule } from '@app/redis';
import { AdjustmentsModule } from './adjustments/adjustments.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { ConsoleSessionsModule } from './console-sessions/console-sessions.module';
import { EventsModule } from './events/events.module';
import { gatewaySettings } from './gateway-settings';
import { GatewaySettingsModule } from './gateway-settings.module';
import { MembersModule } from './members/members.module';
import { PrivacyModule } from './privacy/privacy.module';
import { HealthModule } from './health/health.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ReportsModule } from './reports/reports.module';
import { RetentionModule } from './retention/retention.module';
import { ShutdownModule } from './shutdown/shutdown.module';
import { SuppressionsModule } from './suppressions/suppressions.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { WorkspacesModule } from './workspaces/workspaces.module';

/** The gateway: the platform's only public HTTP surface. */
@Module({})
export class GatewayModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    const settings = gatewaySettings(env);
    return {
      module: GatewayModule,
      imports: [
        typedConfigModule(env),
        GatewaySettingsModule.forRoot(settings),
        TypeOrmModule.forRoot(settings.database),
        RedisModule.forRoot(),
        KafkaModule.forRoot(),
        MetricsModule,
        ShutdownModule,
        AuthModule,
        HealthModule,
        ApiKeysModule,
        EventsModule,
        AdjustmentsModule,
        CampaignsModule,
        ReportsModule,
        WebhooksModule,
        ConsoleSessionsModule,
        MembersModule,
        WorkspacesModule,
        RateLimitModule,
        PrivacyModule,
        SuppressionsModule,
        RetentionModule.forRoot(settings.retention),
      ],
    };
  }
}
