import { Body, Controller, Delete, Get, HttpCode, Param, Patch } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '@app/auth';
import { ProblemCode } from '@app/http';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { SESSION_COOKIE_SECURITY } from '../openapi/openapi';
import { ChangeRoleDto, MemberDto, MemberListDto } from './dto/member.dto';
import { MembersService } from './members.service';
import { MEMBER_EXAMPLE } from './dto/member-examples';

const LAST_OWNER = {
  status: 409,
  description: 'The change would leave the workspace without an owner.',
  code: ProblemCode.LastOwner,
  detail:
    'This is the last owner of the workspace and cannot be removed. Make another member an owner first.',
};

/** Who belongs to a workspace: every member reads it; owners change roles and remove members. */
@ApiTags('members')
@ApiCookieAuth(SESSION_COOKIE_SECURITY)
@Controller('v1/workspaces/:workspaceId/members')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get()
  @RequireScopes('members:read')
  @ApiOperation({ summary: 'List the members and their roles (console sessions only)' })
  @ApiOkResponse({ type: MemberListDto, example: { data: [MEMBER_EXAMPLE] } })
  @ApiProblems(401, 403)
  async list(@Param('workspaceId') workspaceId: string): Promise<MemberListDto> {
    return { data: (await this.members.list(workspaceId)).map((m) => MemberDto.from(m)) };
  }

  @Patch(':userId')
  @RequireScopes('members:manage')
  @ApiOperation({ summary: "Change a member's role (owners)" })
  @ApiOkResponse({ type: MemberDto, example: MEMBER_EXAMPLE })
  @ApiProblems(400, 401, 403, 404, LAST_OWNER)
  async changeRole(
    @Param('workspaceId') workspaceId: string,
    @Param('userId') userId: string,
    @Body() body: ChangeRoleDto,
  ): Promise<MemberDto> {
    return MemberDto.from(await this.members.changeRole(workspaceId, userId, body.role));
  }

  @Delete(':userId')
  @HttpCode(204)
  @RequireScopes('members:manage')
  @ApiOperation({
    summary: 'Remove a member (owners); their sessions stay, but reach this workspace no more',
  })
  @ApiNoContentResponse()
  @ApiProblems(401, 403, 404, LAST_OWNER)
  async remove(@Param('workspaceId') workspaceId: string, @Param('userId') userId: string): Promise<void> {
    await this.members.remove(workspaceId, userId);
  }
}
