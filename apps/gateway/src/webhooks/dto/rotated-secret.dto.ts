import { ApiProperty } from '@nestjs/swagger';

/** The rotation answer: the one time the new secret is shown. */
export class RotatedSecretDto {
  @ApiProperty({ description: 'The new signing secret: shown in this answer only; store it now.' })
  secret!: string;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Until when the previous secret still signs beside the new one; null with graceSeconds 0.',
  })
  previousSecretExpiresAt!: string | null;
}
