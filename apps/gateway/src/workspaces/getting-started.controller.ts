import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { SESSION_COOKIE_SECURITY } from '../openapi/openapi';
import { GettingStartedDto } from './dto/getting-started.dto';
import { gettingStartedSteps } from './getting-started';
import { GettingStartedRepository } from './getting-started.repository';

/** The console's getting-started checklist of a workspace, from real data. */
@ApiTags('workspaces')
@ApiBearerAuth('apiKey')
@ApiCookieAuth(SESSION_COOKIE_SECURITY)
@Controller('v1/workspaces/:workspaceId/getting-started')
export class GettingStartedController {
  constructor(private readonly progress: GettingStartedRepository) {}

  @Get()
  @RequireScopes('events:read')
  @ApiOperation({
    summary:
      'Getting-started checklist: key created, first event received, campaign created, first event counted, webhook endpoint added',
  })
  @ApiOkResponse({
    type: GettingStartedDto,
    example: {
      steps: [
        { id: 'key_created', title: 'Create an API key with the scope events:write', done: true },
        { id: 'first_event_received', title: 'Send your first event', done: true },
        { id: 'campaign_created', title: 'Create a campaign', done: true },
        { id: 'first_event_counted', title: 'See a first event counted for a campaign', done: false },
        { id: 'webhook_endpoint_added', title: 'Add a webhook endpoint', done: false },
      ],
    },
  })
  @ApiProblems(401, 403, 429)
  async get(@Param('workspaceId') workspaceId: string): Promise<GettingStartedDto> {
    return { steps: gettingStartedSteps(await this.progress.progress(workspaceId)) };
  }
}
