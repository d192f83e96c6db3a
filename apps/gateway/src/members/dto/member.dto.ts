import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Role, ROLES } from '@app/auth';
import { MemberRow } from '../members.repository';

export class MemberDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty({ format: 'date-time' })
  joinedAt!: string;

  static from(row: MemberRow): MemberDto {
    return { userId: row.userId, email: row.email, role: row.role, joinedAt: row.joinedAt.toISOString() };
  }
}

export class MemberListDto {
  @ApiProperty({ type: [MemberDto] })
  data!: MemberDto[];
}

export class ChangeRoleDto {
  @ApiProperty({
    enum: ROLES,
    description:
      'owner: everything, members too; admin: keys, webhooks, campaigns, reports; viewer: read only.',
  })
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role!: Role;
}
