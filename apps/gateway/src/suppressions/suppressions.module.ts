import { Module } from '@nestjs/common';
import { SuppressionsController } from './suppressions.controller';
import { SuppressionsRepository } from './suppressions.repository';
import { SuppressionsService } from './suppressions.service';

/**
 * The suppression list (docs/privacy.md#suppression): its API, and the repository the intake's
 * validateOnly reads it through (exported; the grouped inserts check it in their own statements).
 * The ContactHasher comes from GatewaySettingsModule.
 */
@Module({
  controllers: [SuppressionsController],
  providers: [SuppressionsRepository, SuppressionsService],
  exports: [SuppressionsRepository],
})
export class SuppressionsModule {}
