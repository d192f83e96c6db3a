import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AuthenticatedRequest,
  ConsoleSession,
  ConsoleSessionsService,
  SessionAuthenticator,
} from '@app/auth';
import { ProblemException } from '@app/http';
import { SessionCookieWriter } from '../console-sessions/session-cookie.writer';
import { ApiProblems, CROSS_SITE_PROBLEM } from '../openapi/api-problems.decorator';
import {
  AcceptedInvitationDto,
  AcceptInvitationDto,
  InvitationLookupDto,
  InvitationTokenDto,
} from './dto/invitation.dto';
import { InvitationsService } from './invitations.service';
import { ACCEPTED_INVITATION_EXAMPLE, INVITATION_LOOKUP_EXAMPLE } from './dto/member-examples';
import { sometimes } from '../openapi/response-headers';

/**
 * The invited person's side: what a link is for, and using it. No key or session is needed to
 * read or to create an account; joining with an existing account needs that account's session.
 * The token travels in a POST body, never in a URL, so it stays out of logs.
 */
@ApiTags('members')
@Controller('v1/invitations')
export class InvitationAcceptanceController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly authenticator: SessionAuthenticator,
    private readonly sessions: ConsoleSessionsService,
    private readonly cookies: SessionCookieWriter,
  ) {}

  @Post('lookup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What an invitation link is for: workspace, email, role, and whether the email has an account',
  })
  @ApiOkResponse({ type: InvitationLookupDto, example: INVITATION_LOOKUP_EXAMPLE })
  @ApiProblems(400)
  async lookup(@Body() body: InvitationTokenDto): Promise<InvitationLookupDto> {
    const { invitation, userExists } = await this.invitations.lookup(body.token);
    return {
      workspace: { id: invitation.workspaceId, name: invitation.workspaceName },
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
      userExists,
    };
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Use an invitation link',
    description:
      'Someone new sends a password: the account is created and signed in (the session cookie is set). An existing account must be signed in as the invited email (401 otherwise) and sends its CSRF token.',
  })
  @ApiOkResponse({
    type: AcceptedInvitationDto,
    example: ACCEPTED_INVITATION_EXAMPLE,
    headers: {
      ...sometimes('Set-Cookie', 'The new account’s session cookie, when the invitation created an account.'),
      ...sometimes('Cache-Control', '`no-store`, when the invitation created an account (and a session).'),
    },
  })
  @ApiProblems(400, 401, CROSS_SITE_PROBLEM)
  async accept(
    @Body() body: AcceptInvitationDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AcceptedInvitationDto> {
    this.authenticator.refuseCrossSite(request);
    // A stale cookie is no session (someone new may accept from a browser signed out long ago);
    // a live one that fails the CSRF check is refused as such.
    const session: ConsoleSession | null = this.authenticator.hasCookie(request)
      ? await this.authenticator.authenticate(request).catch((error: unknown) => {
          if (error instanceof ProblemException && error.status === 401) return null;
          throw error;
        })
      : null;
    const accepted = await this.invitations.accept(body.token, body.password, session);
    if (accepted.kind === 'new_user') {
      await this.cookies.endBrought(request);
      await this.cookies.started(await this.sessions.open(accepted.user), reply);
    }
    return { workspaceId: accepted.workspaceId, role: accepted.role };
  }
}
