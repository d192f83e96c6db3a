import { ApiProperty } from '@nestjs/swagger';

/** A campaign's counts for one UTC day, by the day the events occurred. */
export class ReportDayDto {
  @ApiProperty({ format: 'date', example: '2026-03-02' }) day!: string;
  @ApiProperty({ type: 'integer', example: 40 }) received!: number;
  @ApiProperty({ type: 'integer', example: 31 }) counted!: number;
  @ApiProperty({
    type: 'integer',
    example: 2,
    description:
      "Of this day's counted conversions, those since retracted (on the day the conversion occurred, not the day of the retraction): the day's net count is counted - retracted.",
  })
  retracted!: number;
}
