import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthenticatedRequest,
  ConsoleSessionsService,
  ConsoleUsersService,
  RequireSession,
  SessionAuthenticator,
} from '@app/auth';
import { ProblemCode } from '@app/http';
import { ApiProblems, CROSS_SITE_PROBLEM } from '../openapi/api-problems.decorator';
import { SessionDto } from './dto/session.dto';
import { SetPasswordDto } from './dto/set-password.dto';
import { SignInDto } from './dto/sign-in.dto';
import { SessionCookieWriter } from './session-cookie.writer';

import { SESSION_COOKIE_SECURITY } from '../openapi/openapi';
import { SESSION_EXAMPLE } from './dto/session-examples';
import { responseHeaders } from '../openapi/response-headers';

/**
 * Console sign-in, the current session, sign-out and "sign out everywhere", and setting a password
 * through a one-time link. The session lives in an HttpOnly, SameSite=Lax cookie the console's
 * script never reads; the script gets the CSRF token from these answers instead.
 */
@ApiTags('console-session')
@Controller('v1')
export class SessionController {
  constructor(
    private readonly sessions: ConsoleSessionsService,
    private readonly authenticator: SessionAuthenticator,
    private readonly users: ConsoleUsersService,
    private readonly cookies: SessionCookieWriter,
  ) {}

  @Post('session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in to the console',
    description:
      'Sets the session cookie (HttpOnly, SameSite=Lax; `__Host-` prefixed and Secure over https). A wrong email or password gets the same 401 either way; repeated failures get 429 with Retry-After.',
  })
  @ApiOkResponse({
    type: SessionDto,
    example: SESSION_EXAMPLE,
    headers: responseHeaders('Set-Cookie', 'Cache-Control'),
  })
  @ApiProblems(400, 429, CROSS_SITE_PROBLEM, {
    status: 401,
    description: 'The email or password is wrong (the same answer for both).',
    code: ProblemCode.InvalidCredentials,
    detail: 'The email or password is incorrect.',
  })
  async signIn(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    this.authenticator.refuseCrossSite(request);
    const session = await this.sessions.signIn(body.email, body.password, request.ip);
    await this.cookies.endBrought(request);
    return this.cookies.started(session, reply);
  }

  @Get('session')
  @RequireSession()
  @ApiCookieAuth(SESSION_COOKIE_SECURITY)
  @ApiOperation({ summary: 'The signed-in user, the CSRF token and the workspaces the user is a member of' })
  @ApiOkResponse({ type: SessionDto, example: SESSION_EXAMPLE, headers: responseHeaders('Cache-Control') })
  @ApiProblems(401)
  async current(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    void reply.header('cache-control', 'no-store');
    return this.cookies.describe(request.consoleSession!);
  }

  @Delete('session')
  @HttpCode(204)
  @RequireSession()
  @ApiCookieAuth(SESSION_COOKIE_SECURITY)
  @ApiOperation({ summary: 'Sign out: ends this session' })
  @ApiNoContentResponse({
    description: 'The session cookie is cleared.',
    headers: responseHeaders('Set-Cookie'),
  })
  @ApiProblems(401, 403)
  async signOut(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.end(request.consoleSession!.sessionId);
    this.cookies.clear(reply);
  }

  @Delete('sessions')
  @HttpCode(204)
  @RequireSession()
  @ApiCookieAuth(SESSION_COOKIE_SECURITY)
  @ApiOperation({ summary: "Sign out everywhere: ends every one of the user's sessions, this one included" })
  @ApiNoContentResponse({
    description: 'The session cookie is cleared.',
    headers: responseHeaders('Set-Cookie'),
  })
  @ApiProblems(401, 403)
  async signOutEverywhere(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.endAll(request.consoleSession!.userId);
    this.cookies.clear(reply);
  }

  @Post('password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a password through a one-time link, and sign in',
    description:
      'The token comes from a link printed by the CLI (user:create, user:reset-password) or by npm start. It works once, for 7 days; every earlier session of the user ends.',
  })
  @ApiOkResponse({
    type: SessionDto,
    example: SESSION_EXAMPLE,
    headers: responseHeaders('Set-Cookie', 'Cache-Control'),
  })
  @ApiProblems(400, CROSS_SITE_PROBLEM)
  async setPassword(
    @Body() body: SetPasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    this.authenticator.refuseCrossSite(request);
    const user = await this.users.setPasswordWithToken(body.token, body.password);
    await this.cookies.endBrought(request);
    return this.cookies.started(await this.sessions.open(user), reply);
  }
}
