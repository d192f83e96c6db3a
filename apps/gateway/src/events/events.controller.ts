import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequireScopes } from '@app/auth';
import { ProblemCode, ProblemException } from '@app/http';
import { traceparentFrom } from '@app/observability';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { ChargedByClaim } from './charged-by-claim.decorator';
import { BatchEventsDto } from './dto/batch-events.dto';
import { BatchItemResultDto } from './dto/batch-item-result.dto';
import { BatchResultDto } from './dto/batch-result.dto';
import { CreateEventDto } from './dto/create-event.dto';
import { BATCH_RESULT_EXAMPLE, EVENT_EXAMPLE, RECEIPT_EXAMPLE } from './dto/event-examples';
import { EventPageDto } from './dto/event-page.dto';
import { EventReceiptDto } from './dto/event-receipt.dto';
import { EventDto } from './dto/event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { EventIntake, IntakeResult } from './event-intake.service';
import { EventsQueryService } from './events-query.service';

export const PAYLOAD_DIFFERS_HEADER = 'payload-differs';

function inProgress(): ProblemException {
  return new ProblemException(
    409,
    ProblemCode.RequestInProgress,
    'An event with this externalId is being recorded by another request right now. Retry after the time in Retry-After; you will get its outcome.',
    { headers: { 'retry-after': '1' } },
  );
}

/**
 * Integrators send events here and read them back (docs/api.md, "Events"). HTTP only: both
 * sending routes hand their body to EventIntake and map its results to status codes, Location
 * and Payload-Differs headers and problem details.
 *
 * The sending routes count against the rate limit in the round trip that claims their
 * externalIds (@ChargedByClaim, see RateLimitGuard); the intake pays that charge on every path.
 */
@ApiTags('events')
@ApiBearerAuth('apiKey')
@ApiExtraModels(CreateEventDto)
@Controller('v1/workspaces/:workspaceId/events')
export class EventsController {
  constructor(
    private readonly intake: EventIntake,
    private readonly query: EventsQueryService,
  ) {}

  @Post()
  @RequireScopes('events:write')
  @ChargedByClaim()
  @ApiOperation({
    summary: 'Send one event',
    description:
      'Records the event once per externalId: 201 when new; 200 naming the original when the externalId was received before (with payloadDiffers and a Payload-Differs header when the fields differ).',
  })
  @ApiBody({ type: CreateEventDto })
  @ApiResponse({ status: 201, type: EventReceiptDto, example: { ...RECEIPT_EXAMPLE, status: 'recorded' } })
  @ApiResponse({
    status: 200,
    type: EventReceiptDto,
    example: { ...RECEIPT_EXAMPLE, status: 'already_received', payloadDiffers: false },
  })
  @ApiProblems(400, 401, 403, 409, 413, 415, 429, 503)
  async create(
    @Param('workspaceId') workspaceId: string,
    @Body() body: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventReceiptDto> {
    const [result] = await this.intake.submit({
      workspaceId,
      kind: 'event',
      body,
      traceparent: traceparentFrom(request.headers.traceparent),
      caller: request,
    });
    if (result.status === 'rejected') throw ProblemException.validation(result.errors);
    if (result.status === 'in_progress') throw inProgress();
    void reply
      .status(result.status === 'recorded' ? 201 : 200)
      .header('location', `/v1/workspaces/${workspaceId}/events/${result.id}`);
    const receipt = {
      id: result.id,
      status: result.status,
      externalId: result.externalId,
      receivedAt: result.receivedAt.toISOString(),
    };
    if (result.status === 'recorded') return receipt;
    void reply.header(PAYLOAD_DIFFERS_HEADER, String(result.payloadDiffers));
    return { ...receipt, payloadDiffers: result.payloadDiffers };
  }

  @Post('batch')
  @HttpCode(200)
  @RequireScopes('events:write')
  @ChargedByClaim()
  @ApiOperation({
    summary: 'Send up to 1,000 events',
    description:
      'One result per event, in order: recorded, already_received, or rejected with its errors. Valid events are recorded even when others are rejected; a repeated externalId within the batch: the first wins.',
  })
  @ApiBody({ type: BatchEventsDto })
  @ApiOkResponse({
    type: BatchResultDto,
    example: BATCH_RESULT_EXAMPLE,
  })
  @ApiProblems(400, 401, 403, 413, 415, 429, 503)
  async batch(
    @Param('workspaceId') workspaceId: string,
    @Body() body: Record<string, unknown>,
    @Req() request: FastifyRequest,
  ): Promise<BatchResultDto> {
    const outcomes = await this.intake.submit({
      workspaceId,
      kind: 'batch',
      body,
      traceparent: traceparentFrom(request.headers.traceparent),
      caller: request,
    });
    const results = outcomes.map((outcome, index) => toBatchResult(index, outcome));
    const count = (status: BatchItemResultDto['status']) => results.filter((r) => r.status === status).length;
    return {
      results,
      summary: {
        recorded: count('recorded'),
        alreadyReceived: count('already_received'),
        rejected: count('rejected'),
      },
    };
  }

  @Get(':eventId')
  @RequireScopes('events:read')
  @ApiOperation({ summary: 'Read one event' })
  @ApiOkResponse({ type: EventDto, example: EVENT_EXAMPLE })
  @ApiProblems(401, 403, 404, 429)
  get(@Param('workspaceId') workspaceId: string, @Param('eventId') eventId: string): Promise<EventDto> {
    return this.query.get(workspaceId, eventId);
  }

  @Get()
  @RequireScopes('events:read')
  @ApiOperation({
    summary: 'List events',
    description:
      'Newest first (by receivedAt, then id). Filters combine; follow nextCursor for the next page.',
  })
  @ApiOkResponse({
    type: EventPageDto,
    example: {
      data: [EVENT_EXAMPLE],
      nextCursor: 'eyJyIjoiMjAyNi0xMS0yMVQxMzowMzowMC40MTJaIiwiaSI6IjAxOWE4ZTJjIn0',
    },
  })
  @ApiProblems(400, 401, 403, 429)
  list(@Param('workspaceId') workspaceId: string, @Query() query: ListEventsQuery): Promise<EventPageDto> {
    return this.query.list(workspaceId, query);
  }
}

function toBatchResult(index: number, outcome: IntakeResult): BatchItemResultDto {
  if (outcome.status === 'rejected') {
    return { index, status: 'rejected', externalId: outcome.externalId, errors: outcome.errors };
  }
  if (outcome.status === 'in_progress') {
    return {
      index,
      status: 'rejected',
      externalId: outcome.externalId,
      errors: [
        {
          field: `events[${index}].externalId`,
          code: 'request_in_progress',
          message:
            'Another request is recording this externalId right now; send this event again shortly to learn its outcome.',
        },
      ],
    };
  }
  const base = {
    index,
    status: outcome.status,
    externalId: outcome.externalId,
    id: outcome.id,
    receivedAt: outcome.receivedAt.toISOString(),
  };
  return outcome.status === 'already_received' ? { ...base, payloadDiffers: outcome.payloadDiffers } : base;
}
