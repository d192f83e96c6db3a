import { ApiProperty } from '@nestjs/swagger';
import { MEMBER_PERMISSIONS, ROLES, SCOPES } from '@app/auth';

export class SessionUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;
}

/** A workspace the signed-in user is a member of, with what their role lets them do there. */
export class SessionWorkspaceDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Acme shop' })
  name!: string;

  @ApiProperty({ enum: ROLES })
  role!: (typeof ROLES)[number];

  @ApiProperty({ enum: [...SCOPES, ...MEMBER_PERMISSIONS], isArray: true })
  scopes!: string[];
}

/** The answer of sign-in and of GET /v1/session. */
export class SessionDto {
  @ApiProperty({ type: SessionUserDto })
  user!: SessionUserDto;

  @ApiProperty({
    description:
      'Send it in the X-CSRF-Token header with every change made with the session cookie (POST, PUT, PATCH, DELETE).',
  })
  csrfToken!: string;

  @ApiProperty({ format: 'date-time', description: 'When the session ends however active it is.' })
  expiresAt!: string;

  @ApiProperty({ description: 'Minutes without a request after which the session ends.', example: 30 })
  idleTimeoutMinutes!: number;

  @ApiProperty({
    type: [SessionWorkspaceDto],
    description: 'The workspaces the user is a member of, by name.',
  })
  workspaces!: SessionWorkspaceDto[];
}
