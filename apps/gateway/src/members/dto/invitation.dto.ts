import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Role, ROLES } from '@app/auth';
import { InvitationSummary } from '../invitations.repository';

export class CreateInvitationDto {
  @ApiProperty({
    example: 'grace@example.com',
    description: 'Who the link is for: the account it creates or joins.',
  })
  @IsString()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role!: Role;
}

export class InvitationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'Seven days after it was made.' })
  expiresAt!: string;

  static from(row: InvitationSummary): InvitationDto {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }
}

export class CreatedInvitationDto extends InvitationDto {
  @ApiProperty({
    description: 'The one-time link to pass on to the person invited: in this answer only.',
    example: 'https://console.example.com/console/accept-invitation#token=…',
  })
  url!: string;
}

export class InvitationListDto {
  @ApiProperty({ type: [InvitationDto] })
  data!: InvitationDto[];
}

export class InvitationTokenDto {
  @ApiProperty({ description: 'The token of the link (the part after #token=).' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  token!: string;
}

export class AcceptInvitationDto extends InvitationTokenDto {
  @ApiPropertyOptional({
    description: 'For someone without an account: the password to create it with (12 to 256 characters).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;
}

export class InvitationWorkspaceDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;
}

export class InvitationLookupDto {
  @ApiProperty({ type: InvitationWorkspaceDto })
  workspace!: InvitationWorkspaceDto;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ description: 'True when the email already has an account: sign in as it before accepting.' })
  userExists!: boolean;
}

export class AcceptedInvitationDto {
  @ApiProperty({ format: 'uuid' })
  workspaceId!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;
}
