import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '@app/auth';
import { ProblemCode, ProblemException } from '@app/http';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { SESSION_COOKIE_SECURITY } from '../openapi/openapi';
import { UpdateWorkspaceSettingsDto } from './dto/update-workspace-settings.dto';
import { SETTINGS_EXAMPLE, SETTINGS_PROBLEM } from './dto/workspace-settings-examples';
import { WorkspaceSettingsDto } from './dto/workspace-settings.dto';
import { WorkspaceSettingsRepository } from './workspace-settings.repository';

/**
 * A workspace's settings (docs/api.md#workspace-settings): how long its data is kept
 * (docs/privacy.md#retention). Both reading and changing need privacy:manage: how long personal
 * data is kept is the privacy officer's business, not every reader's (owners and admins have it).
 */
@ApiTags('workspaces')
@ApiBearerAuth('apiKey')
@ApiCookieAuth(SESSION_COOKIE_SECURITY)
@Controller('v1/workspaces/:workspaceId/settings')
export class WorkspaceSettingsController {
  constructor(private readonly settings: WorkspaceSettingsRepository) {}

  @Get()
  @RequireScopes('privacy:manage')
  @ApiOperation({
    summary: "The workspace's settings: how long events and the webhook log are kept",
  })
  @ApiOkResponse({ type: WorkspaceSettingsDto, example: SETTINGS_EXAMPLE })
  @ApiProblems(401, 403, 404, 429)
  async get(@Param('workspaceId') workspaceId: string): Promise<WorkspaceSettingsDto> {
    return found(await this.settings.find(workspaceId));
  }

  @Patch()
  @RequireScopes('privacy:manage')
  @ApiOperation({
    summary: "Change the workspace's settings",
    description:
      'Only the fields given change; {} changes nothing. A shorter retention deletes what is now older at the next sweep (hourly by default); a longer one brings nothing back.',
  })
  @ApiBody({ type: UpdateWorkspaceSettingsDto })
  @ApiOkResponse({ type: WorkspaceSettingsDto, example: { ...SETTINGS_EXAMPLE, eventRetentionDays: 90 } })
  @ApiProblems(SETTINGS_PROBLEM, 401, 403, 404, 413, 415, 429)
  async update(
    @Param('workspaceId') workspaceId: string,
    @Body() body: UpdateWorkspaceSettingsDto,
  ): Promise<WorkspaceSettingsDto> {
    return found(await this.settings.update(workspaceId, body));
  }
}

/** The credential was checked against the workspace, so it exists, unless deleted since. */
function found(settings: WorkspaceSettingsDto | undefined): WorkspaceSettingsDto {
  if (!settings) throw new ProblemException(404, ProblemCode.NotFound, 'This workspace does not exist.');
  return settings;
}
