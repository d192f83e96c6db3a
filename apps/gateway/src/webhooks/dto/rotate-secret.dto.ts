import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_GRACE_SECONDS, MAX_GRACE_SECONDS } from '../webhook-rules';

const RULE = `graceSeconds must be a whole number from 0 to ${MAX_GRACE_SECONDS} (7 days).`;

export class RotateSecretDto {
  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_GRACE_SECONDS,
    default: DEFAULT_GRACE_SECONDS,
    description: 'How long the current secret keeps signing beside the new one; 0: it stops now.',
  })
  @IsOptional()
  @Min(0, { message: RULE })
  @Max(MAX_GRACE_SECONDS, { message: RULE })
  @IsInt({ message: RULE })
  graceSeconds?: number;
}
