import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiKeysService, CreateApiKeyInputDto, RequireScopes } from '@app/auth';
import { ProblemCode } from '@app/http';
import { ApiKeyListDto } from './dto/api-key-list.dto';
import { ApiKeyDto } from './dto/api-key.dto';
import { CreatedApiKeyDto } from './dto/created-api-key.dto';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { responseHeaders } from '../openapi/response-headers';

const KEY_EXAMPLE = {
  id: 'fKJsjhoefw9mmulb',
  prefix: 'cvk_fKJsjhoefw9mmulb',
  workspaceId: '5ede3c2f-4226-4712-84e2-96719e5e0455',
  name: 'Shop backend',
  scopes: ['events:write'],
  mode: 'live',
  createdAt: '2026-11-22T03:02:10.498Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
};

/** Key management for a workspace (scope keys:manage). The secret leaves only in the POST answer. */
@ApiTags('api-keys')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/api-keys')
@RequireScopes('keys:manage')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create an API key',
    description: 'The whole key is in this answer only; store it now.',
  })
  @ApiBody({ type: CreateApiKeyInputDto })
  @ApiResponse({
    status: 201,
    type: CreatedApiKeyDto,
    example: { ...KEY_EXAMPLE, key: 'cvk_fKJsjhoefw9mmulb_nxG1sNZ0Yqjk7gdx6CkRsQsTg4h5HGbm0WZVUD' },
    headers: responseHeaders('Location', 'Cache-Control'),
  })
  @ApiProblems(400, 401, 403, 404, 413, 415, 429, {
    status: 409,
    description: 'The workspace already has the most usable keys it may hold.',
    code: ProblemCode.LimitExceeded,
    detail: 'This workspace already has 100 usable API keys. Revoke unused keys before creating more.',
  })
  async create(
    @Param('workspaceId') workspaceId: string,
    @Body() body: CreateApiKeyInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatedApiKeyDto> {
    const created = await this.keys.create(workspaceId, {
      name: body.name,
      scopes: body.scopes,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      mode: body.mode,
    });
    void reply.header('location', `/v1/workspaces/${workspaceId}/api-keys/${created.id}`);
    void reply.header('cache-control', 'no-store');
    return CreatedApiKeyDto.fromCreated(created);
  }

  @Get()
  @ApiOperation({ summary: 'List the keys that are not revoked (never their secrets)' })
  @ApiOkResponse({ type: ApiKeyListDto, example: { data: [KEY_EXAMPLE] } })
  @ApiProblems(401, 403, 429)
  async list(@Param('workspaceId') workspaceId: string): Promise<ApiKeyListDto> {
    return { data: (await this.keys.list(workspaceId)).map((k) => ApiKeyDto.from(k)) };
  }

  @Get(':keyId')
  @ApiOperation({ summary: 'Read one key (never its secret)' })
  @ApiOkResponse({ type: ApiKeyDto, example: KEY_EXAMPLE })
  @ApiProblems(401, 403, 404, 429)
  async get(@Param('workspaceId') workspaceId: string, @Param('keyId') keyId: string): Promise<ApiKeyDto> {
    return ApiKeyDto.from(await this.keys.get(workspaceId, keyId));
  }

  @Delete(':keyId')
  @ApiOperation({
    summary: 'Revoke a key',
    description:
      'Effective on every gateway replica within a second. Idempotent: revoking again answers the same.',
  })
  @ApiOkResponse({ type: ApiKeyDto, example: { ...KEY_EXAMPLE, revokedAt: '2026-11-22T04:00:00.000Z' } })
  @ApiProblems(401, 403, 404, 429)
  async revoke(@Param('workspaceId') workspaceId: string, @Param('keyId') keyId: string): Promise<ApiKeyDto> {
    return ApiKeyDto.from(await this.keys.revoke(workspaceId, keyId));
  }
}
