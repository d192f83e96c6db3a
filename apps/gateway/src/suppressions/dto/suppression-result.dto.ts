import { ApiProperty } from '@nestjs/swagger';
import { SuppressionResult } from '../suppressions.service';
import { SuppressionDto } from './suppression.dto';

/** What POST .../suppressions did for one contact: its suppression, and whether this call made it. */
export class SuppressionResultDto extends SuppressionDto {
  @ApiProperty({
    example: 'contact_42',
    description: 'The contactId as you sent it (this answer only: the list keeps its hash alone).',
  })
  contactId!: string;

  @ApiProperty({
    example: true,
    description:
      'true: suppressed by this request; false: it was suppressed already (its row is shown as it is, reason and createdAt unchanged).',
  })
  created!: boolean;

  static fromResult(result: SuppressionResult): SuppressionResultDto {
    return { contactId: result.contactId, ...SuppressionDto.from(result), created: result.created };
  }
}
