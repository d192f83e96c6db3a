import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GatewayEnv } from '@app/config';
import { schemaName } from '@app/database';
import { OutboxRelay, RELAY_SETTINGS, RelaySettings } from './outbox-relay.service';
import { OutboxSignal } from './outbox-signal';

@Module({
  providers: [
    OutboxSignal,
    OutboxRelay,
    {
      provide: RELAY_SETTINGS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>): RelaySettings => ({
        schema: schemaName(config.get('DATABASE_SCHEMA_PREFIX', { infer: true }), 'gateway'),
        pollMs: config.get('OUTBOX_POLL_MS', { infer: true }),
        batchSize: config.get('OUTBOX_BATCH_SIZE', { infer: true }),
        lingerMs: config.get('OUTBOX_LINGER_MS', { infer: true }),
      }),
    },
  ],
  exports: [OutboxSignal, OutboxRelay],
})
export class OutboxModule {}
