import { ApiProperty } from '@nestjs/swagger';
import { ADJUSTMENT_TYPES, AdjustmentType } from '@app/contracts';

/** What a conversion adjustment submission said (docs/api.md#conversion-test-panel). */
export class PanelAdjustmentDto {
  @ApiProperty({ example: 'refund-7731', description: "The integrator's adjustmentId." })
  adjustmentId!: string;

  @ApiProperty({
    enum: ADJUSTMENT_TYPES,
    example: 'retraction',
    description: '`retraction`: the conversion no longer counts. `restatement`: it has a new value.',
  })
  type!: AdjustmentType;

  @ApiProperty({ format: 'date-time', example: '2026-03-04T09:30:00.000Z', description: 'When it happened.' })
  occurredAt!: string;

  @ApiProperty({
    nullable: true,
    type: String,
    pattern: '^[0-9]+$',
    example: null,
    description: "A restatement's new value, minor units as a decimal string; null on a retraction.",
  })
  valueMinor!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    pattern: '^[A-Z]{3}$',
    example: null,
    description: "A restatement's currency; null on a retraction.",
  })
  currency!: string | null;
}
