import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** A one-time set-password link's token and the new password. */
export class SetPasswordDto {
  @ApiProperty({ description: 'The token of the one-time link (the part after #token=).' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  token!: string;

  @ApiProperty({ description: 'The new password: 12 to 256 characters.' })
  @IsString()
  @MaxLength(1024)
  password!: string;
}
