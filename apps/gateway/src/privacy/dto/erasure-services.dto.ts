import { ApiProperty } from '@nestjs/swagger';
import { ErasureServiceProgressDto } from './erasure-service-progress.dto';

/** Each service that holds a copy of a contact's data, and how far it has erased it (docs/privacy.md#erasure). */
export class ErasureServicesDto {
  @ApiProperty({
    type: ErasureServiceProgressDto,
    description: 'Events, adjustments, their outbox rows and their deduplication markers in Redis.',
  })
  gateway!: ErasureServiceProgressDto;

  @ApiProperty({
    type: ErasureServiceProgressDto,
    description: 'Attribution decisions, conversions, adjustment decisions.',
  })
  attribution!: ErasureServiceProgressDto;

  @ApiProperty({
    type: ErasureServiceProgressDto,
    description:
      "The conversion-test panel's entries and the events' and adjustments' outcomes (reports' totals stay).",
  })
  reportProjection!: ErasureServiceProgressDto;

  @ApiProperty({
    type: ErasureServiceProgressDto,
    description: 'Webhook messages naming the contacts, their deliveries and attempts.',
  })
  webhookDispatcher!: ErasureServiceProgressDto;
}
