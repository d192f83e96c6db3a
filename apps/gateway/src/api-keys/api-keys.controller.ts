import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiKeysService, CreateApiKeyInputDto, RequireScopes } from '@app/auth';
import { ApiKeyListDto } from './dto/api-key-list.dto';
import { ApiKeyDto } from './dto/api-key.dto';
import { CreatedApiKeyDto } from './dto/created-api-key.dto';

/** Key management for a workspace (scope keys:manage). The secret leaves only in the POST answer. */
@Controller('v1/workspaces/:workspaceId/api-keys')
@RequireScopes('keys:manage')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @HttpCode(201)
  async create(
    @Param('workspaceId') workspaceId: string,
    @Body() body: CreateApiKeyInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatedApiKeyDto> {
    const created = await this.keys.create(workspaceId, {
      name: body.name,
      scopes: body.scopes,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    });
    void reply.header('location', `/v1/workspaces/${workspaceId}/api-keys/${created.id}`);
    void reply.header('cache-control', 'no-store');
    return CreatedApiKeyDto.fromCreated(created);
  }

  @Get()
  async list(@Param('workspaceId') workspaceId: string): Promise<ApiKeyListDto> {
    return { data: (await this.keys.list(workspaceId)).map((k) => ApiKeyDto.from(k)) };
  }

  @Get(':keyId')
  async get(@Param('workspaceId') workspaceId: string, @Param('keyId') keyId: string): Promise<ApiKeyDto> {
    return ApiKeyDto.from(await this.keys.get(workspaceId, keyId));
  }

  @Delete(':keyId')
  async revoke(@Param('workspaceId') workspaceId: string, @Param('keyId') keyId: string): Promise<ApiKeyDto> {
    return ApiKeyDto.from(await this.keys.revoke(workspaceId, keyId));
  }
}
