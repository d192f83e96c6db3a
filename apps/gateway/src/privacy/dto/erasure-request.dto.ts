import { ApiProperty } from '@nestjs/swagger';
import { ErasureRequestView } from '../erasure-request-view';
import { ErasureServicesDto } from './erasure-services.dto';
import { COMPLETED_ERASURE_EXAMPLE } from './privacy-examples';

export const ERASURE_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;

/** An erasure request as the API shows it: never its contactIds, only how many it names. */
export class ErasureRequestDto {
  @ApiProperty({ format: 'uuid', example: COMPLETED_ERASURE_EXAMPLE.id }) id!: string;

  @ApiProperty({
    enum: ERASURE_STATUSES,
    description:
      'pending: accepted, the contacts are suppressed, erasure starts within seconds; running: services are erasing; completed: every service has erased the contacts and `contact.erased` was published for each; failed: see error.',
  })
  status!: (typeof ERASURE_STATUSES)[number];

  @ApiProperty({ example: 2, description: 'How many distinct contacts the request names.' })
  contactCount!: number;

  @ApiProperty({ format: 'date-time', example: COMPLETED_ERASURE_EXAMPLE.requestedAt })
  requestedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null until completed.' })
  completedAt!: string | null;

  @ApiProperty({ type: ErasureServicesDto })
  services!: ErasureServicesDto;

  @ApiProperty({ type: String, nullable: true, description: 'Why the request failed; null otherwise.' })
  error!: string | null;

  static from(view: ErasureRequestView): ErasureRequestDto {
    return Object.assign(new ErasureRequestDto(), {
      id: view.id,
      status: view.status,
      contactCount: view.contactCount,
      requestedAt: view.requestedAt.toISOString(),
      completedAt: view.completedAt?.toISOString() ?? null,
      services: view.services,
      error: view.error,
    });
  }
}
