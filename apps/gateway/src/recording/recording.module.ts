/** The Nest module of what every recorded kind shares: the Redis claims and the outbox signal. */
import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { DedupeClaimsRepository } from './dedupe-claims.repository';

/**
 * What every recorded kind (events, adjustments) shares: the Redis claims (one fail-fast
 * connection per process) and the outbox signal. ClaimRecorder's subclasses inject them.
 */
@Module({
  imports: [OutboxModule],
  providers: [DedupeClaimsRepository],
  exports: [DedupeClaimsRepository, OutboxModule],
})
export class RecordingModule {}
