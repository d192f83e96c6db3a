import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FieldErrorDto } from './field-error.dto';

/** RFC 9457 problem details, as every error of this API is answered. */
export class ProblemDto {
  @ApiProperty({ example: 'https://docs.conversion-platform.dev/errors#validation_failed' }) type!: string;
  @ApiProperty({ example: 'Validation failed' }) title!: string;
  @ApiProperty({ example: 400 }) status!: number;
  @ApiProperty({
    example: 'One field is invalid: occurredAt. Each entry in "errors" names the field and how to fix it.',
  })
  detail!: string;
  @ApiProperty({ example: 'validation_failed' }) code!: string;
  @ApiPropertyOptional({ example: '/v1/workspaces/5ede3c2f-4226-4712-84e2-96719e5e0455/events' })
  instance?: string;
  @ApiPropertyOptional({ example: '8d1f9a0e-3b0c-4f55-9a57-3c2a7f0c1d11' }) requestId?: string;
  @ApiPropertyOptional({ type: [FieldErrorDto] }) errors?: FieldErrorDto[];
}
