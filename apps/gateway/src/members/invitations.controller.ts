import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedRequest, RequireScopes } from '@app/auth';
import { ProblemCode } from '@app/http';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { SESSION_COOKIE_SECURITY } from '../openapi/openapi';
import {
  CreatedInvitationDto,
  CreateInvitationDto,
  InvitationDto,
  InvitationListDto,
} from './dto/invitation.dto';
import { InvitationsService, MAX_PENDING_INVITATIONS } from './invitations.service';
import { CREATED_INVITATION_EXAMPLE, INVITATION_EXAMPLE } from './dto/member-examples';
import { responseHeaders } from '../openapi/response-headers';

/** Owners invite people to a workspace by a one-time link, and withdraw pending invitations. */
@ApiTags('members')
@ApiCookieAuth(SESSION_COOKIE_SECURITY)
@Controller('v1/workspaces/:workspaceId/invitations')
@RequireScopes('members:manage')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Invite someone by a one-time link (owners)',
    description:
      'The link is in this answer only and works once, for 7 days. There is no email: pass it on yourself.',
  })
  @ApiResponse({
    status: 201,
    type: CreatedInvitationDto,
    example: CREATED_INVITATION_EXAMPLE,
    headers: responseHeaders('Cache-Control'),
  })
  @ApiProblems(400, 401, 403, {
    status: 409,
    description: 'The workspace already has the most pending invitations it may hold.',
    code: ProblemCode.LimitExceeded,
    detail: `This workspace already has ${MAX_PENDING_INVITATIONS} pending invitations. Withdraw some before inviting more.`,
  })
  async create(
    @Param('workspaceId') workspaceId: string,
    @Body() body: CreateInvitationDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatedInvitationDto> {
    const invitedBy = request.principal?.kind === 'member' ? request.principal.userId : null;
    const created = await this.invitations.create(workspaceId, body, invitedBy);
    void reply.header('cache-control', 'no-store');
    return { ...InvitationDto.from(created.invitation), url: created.url };
  }

  @Get()
  @ApiOperation({ summary: 'Pending invitations, newest first (never their links)' })
  @ApiOkResponse({ type: InvitationListDto, example: { data: [INVITATION_EXAMPLE] } })
  @ApiProblems(401, 403)
  async list(@Param('workspaceId') workspaceId: string): Promise<InvitationListDto> {
    return { data: (await this.invitations.listPending(workspaceId)).map((i) => InvitationDto.from(i)) };
  }

  @Delete(':invitationId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraw a pending invitation: its link stops working' })
  @ApiNoContentResponse()
  @ApiProblems(401, 403, 404)
  async withdraw(
    @Param('workspaceId') workspaceId: string,
    @Param('invitationId') invitationId: string,
  ): Promise<void> {
    await this.invitations.withdraw(workspaceId, invitationId);
  }
}
