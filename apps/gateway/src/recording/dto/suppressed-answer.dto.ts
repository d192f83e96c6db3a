/** The answer to an item whose contact is suppressed: events answer with it, adjustments add their adjustmentId. */
import { ApiProperty } from '@nestjs/swagger';

/**
 * The 202 of POST .../events when the event's contact is on the workspace's suppression list
 * (docs/api.md#suppression): nothing was stored, claimed or published. Sending it again changes
 * nothing until the suppression is lifted; then it is recorded (201).
 */
export class SuppressedAnswerDto {
  @ApiProperty({
    enum: ['suppressed'],
    example: 'suppressed',
    description: "The contact is suppressed in this workspace: nothing was recorded. Don't retry.",
  })
  status!: 'suppressed';

  @ApiProperty({ example: 'order-10023' })
  externalId!: string;
}
