import { ApiProperty } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'occurredAt' }) field!: string;
  @ApiProperty({ example: 'invalid_format' }) code!: string;
  @ApiProperty({
    example: 'occurredAt must be an ISO 8601 date-time with an offset, such as "2026-11-21T14:03:00Z".',
  })
  message!: string;
}
