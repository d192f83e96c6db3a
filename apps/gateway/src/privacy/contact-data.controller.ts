import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireScopes } from '@app/auth';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { responseHeaders } from '../openapi/response-headers';
import { ContactDataService } from './contact-data.service';
import { ContactDataDto } from './dto/contact-data.dto';
import { CONTACT_DATA_EXAMPLE, CONTACT_ID_PROBLEM } from './dto/privacy-examples';

/** The access export of one contact (docs/api.md#a-contacts-data, docs/privacy.md#access); scope privacy:manage. */
@ApiTags('privacy')
@ApiBearerAuth('apiKey')
@Controller('v1/workspaces/:workspaceId/contacts/:contactId/data')
@RequireScopes('privacy:manage')
export class ContactDataController {
  constructor(private readonly contacts: ContactDataService) {}

  @Get()
  @ApiOperation({
    summary: "Export a contact's data",
    description:
      'Everything the platform holds about the contact: its events and adjustments with their attribution decisions, the webhook messages naming it with their deliveries, and whether it is suppressed. URL-encode the contactId. A contact nothing is known about gets empty lists, not a 404.',
  })
  @ApiOkResponse({
    type: ContactDataDto,
    example: CONTACT_DATA_EXAMPLE,
    headers: responseHeaders('Cache-Control'),
  })
  @ApiProblems(CONTACT_ID_PROBLEM, 401, 403, 429)
  async export(
    @Param('workspaceId') workspaceId: string,
    @Param('contactId') contactId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactDataDto> {
    const data = await this.contacts.export(workspaceId, contactId);
    // Personal data: no cache on the way may keep a copy.
    void reply.header('cache-control', 'no-store');
    return data;
  }
}
