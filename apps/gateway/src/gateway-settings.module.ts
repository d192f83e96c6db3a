import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { ContactHasher } from '@app/privacy';
import { SecretCipher } from '@app/webhooks';
import { TEST_DATA_RETENTION } from '@app/runtime';
import { GatewaySettings } from './gateway-settings';
import { RELAY_SETTINGS } from './outbox/outbox-relay.service';
import { ERASURE_SETTINGS, PRIVACY_SCHEMAS } from './privacy/privacy-settings';
import { RATE_LIMIT_SETTINGS } from './rate-limit/rate-limit-settings';
import { ATTRIBUTION_SCHEMA, RECORDER_SETTINGS, SUBMISSION_LIMITS } from './recording/recording-settings';
import { PANEL_LISTENER_SETTINGS } from './reports/panel-changes.listener';
import { PANEL_STREAM_SETTINGS } from './reports/panel-stream.service';
import { REPORT_SCHEMA } from './reports/reports.repository';
import { DISPATCHER_SCHEMA, WEBHOOK_SETTINGS, secretCipher } from './webhooks/webhook-settings';

/**
 * Hands each feature its slice of the gateway's settings (gateway-settings.ts), under the
 * tokens the features inject. Global, so that a feature module declares only its own classes.
 */
@Global()
@Module({})
export class GatewaySettingsModule {
  static forRoot(settings: GatewaySettings): DynamicModule {
    const providers = [
      { provide: RECORDER_SETTINGS, useValue: settings.events.recorder },
      { provide: SUBMISSION_LIMITS, useValue: settings.events.limits },
      { provide: ATTRIBUTION_SCHEMA, useValue: settings.events.attributionSchema },
      { provide: TEST_DATA_RETENTION, useValue: settings.events.testData },
      { provide: RELAY_SETTINGS, useValue: settings.outbox },
      { provide: ERASURE_SETTINGS, useValue: settings.privacy.erasure },
      { provide: PRIVACY_SCHEMAS, useValue: settings.privacy.schemas },
      { provide: RATE_LIMIT_SETTINGS, useValue: settings.rateLimit },
      { provide: PANEL_LISTENER_SETTINGS, useValue: settings.reports.listener },
      { provide: PANEL_STREAM_SETTINGS, useValue: settings.reports.stream },
      { provide: REPORT_SCHEMA, useValue: settings.reports.schema },
      { provide: WEBHOOK_SETTINGS, useValue: settings.webhooks.settings },
      { provide: DISPATCHER_SCHEMA, useValue: settings.webhooks.dispatcherSchema },
      // Built when the module starts, not in preview mode (print-openapi.ts has no keys).
      { provide: SecretCipher, useFactory: () => secretCipher(settings.webhooks.secrets) },
      // The keyed contact hashes (docs/privacy.md#keyed-hashes): suppressions, the access export.
      { provide: ContactHasher, useFactory: () => new ContactHasher(settings.privacy.hashKey) },
    ] satisfies Provider[];
    return {
      module: GatewaySettingsModule,
      providers,
      exports: providers.map((p) => p.provide),
    };
  }
}
