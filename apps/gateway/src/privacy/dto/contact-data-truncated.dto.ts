import { ApiProperty } from '@nestjs/swagger';

/** Which lists of the export were cut at their limit (the newest entries are kept). */
export class ContactDataTruncatedDto {
  @ApiProperty({ description: 'More than 10,000 events: the newest 10,000 are shown.' }) events!: boolean;
  @ApiProperty({ description: 'More than 10,000 adjustments: the newest 10,000 are shown.' })
  adjustments!: boolean;
  @ApiProperty({ description: 'More than 1,000 webhook messages: the newest 1,000 are shown.' })
  webhookMessages!: boolean;
}
