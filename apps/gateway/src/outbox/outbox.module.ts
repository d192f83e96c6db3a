import { Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay.service';
import { OutboxSignal } from './outbox-signal';

/** RELAY_SETTINGS come from GatewaySettingsModule (gateway-settings.ts). */
@Module({
  providers: [OutboxSignal, OutboxRelay],
  exports: [OutboxSignal, OutboxRelay],
})
export class OutboxModule {}
