import { Module } from '@nestjs/common';
import { RecordingModule } from '../recording/recording.module';
import { ConsumerErasuresRepository } from './consumer-erasures.repository';
import { ContactDataController } from './contact-data.controller';
import { ContactDataRepository } from './contact-data.repository';
import { ContactDataService } from './contact-data.service';
import { ErasureCoordinator } from './erasure-coordinator.service';
import { ErasureMarkersRepository } from './erasure-markers.repository';
import { ErasureMessagesPublisher } from './erasure-messages.publisher';
import { ErasureMetrics } from './erasure-metrics';
import { ErasureRequestsController } from './erasure-requests.controller';
import { ErasureRequestsRepository } from './erasure-requests.repository';
import { ErasureRequestsService } from './erasure-requests.service';
import { GatewayErasureRepository } from './gateway-erasure.repository';

/**
 * Erasure requests, their coordinator and the access export (docs/privacy.md). The settings, the
 * other services' schemas and the ContactHasher come from GatewaySettingsModule; the deduplication
 * keys' shapes from RecordingModule.
 */
@Module({
  imports: [RecordingModule],
  controllers: [ErasureRequestsController, ContactDataController],
  providers: [
    ErasureRequestsRepository,
    GatewayErasureRepository,
    ErasureMarkersRepository,
    ConsumerErasuresRepository,
    ContactDataRepository,
    ErasureMessagesPublisher,
    ErasureMetrics,
    ErasureRequestsService,
    ContactDataService,
    ErasureCoordinator,
  ],
  exports: [ErasureRequestsRepository, ErasureCoordinator],
})
export class PrivacyModule {}
