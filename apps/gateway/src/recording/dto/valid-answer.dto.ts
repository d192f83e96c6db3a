/** The validateOnly answer of one item: events answer with it, adjustments add their adjustmentId. */
import { ApiProperty } from '@nestjs/swagger';

/**
 * The answer to POST .../events?validateOnly=true (docs/api.md#test-mode): every check passed,
 * and what sending it without the flag would do. Nothing was stored.
 */
export class ValidAnswerDto {
  @ApiProperty({ enum: ['valid'], example: 'valid' })
  status!: 'valid';

  @ApiProperty({ example: 'order-10023' })
  externalId!: string;

  @ApiProperty({
    enum: ['recorded', 'already_received', 'suppressed'],
    example: 'recorded',
    description:
      'recorded: sending it would record it (201); already_received: its externalId is recorded already (200 naming the original); suppressed: its contact is suppressed, so it would be refused (202, docs/api.md#suppression).',
  })
  wouldBe!: 'recorded' | 'already_received' | 'suppressed';
}
