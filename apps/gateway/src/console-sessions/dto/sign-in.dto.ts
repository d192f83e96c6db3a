import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** Sign-in: an email and a password. Only the length is checked here; a wrong pair is a 401. */
export class SignInDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @MinLength(3)
  @MaxLength(254)
  email!: string;

  @ApiProperty({
    example: 'correct horse battery staple',
    description: 'The password (12 to 256 characters).',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(256)
  password!: string;
}
