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
import { ProblemException } from '@app/http';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { responseHeaders } from '../openapi/response-headers';
import { ApiAlreadyReceivedOrValid, ApiValidateOnly } from '../openapi/validate-only.decorator';
import { ChargedByClaim } from '../recording/charged-by-claim.decorator';
import { BatchItemResultDto } from '../recording/dto/batch-item-result.dto';
import { SuppressedAnswerDto } from '../recording/dto/suppressed-answer.dto';
import { ValidAnswerDto } from '../recording/dto/valid-answer.dto';
import {
  inProgressError,
  inProgressProblem,
  isValidateOnly,
  receiptOf,
  storedItemOf,
  submissionOf,
  summaryOf,
  suppressedAnswerOf,
  suppressedItemOf,
  validAnswerOf,
  validItemOf,
} from '../recording/intake-answers';
import { BatchEventsDto } from './dto/batch-events.dto';
import { BatchResultDto } from './dto/batch-result.dto';
import { CreateEventDto } from './dto/create-event.dto';
import {
  BATCH_RESULT_EXAMPLE,
  EVENT_EXAMPLE,
  RECEIPT_EXAMPLE,
  SUPPRESSED_EXAMPLE,
  VALID_BATCH_RESULT_EXAMPLE,
  VALID_EXAMPLE,
} from './dto/event-examples';
import { EventPageDto } from './dto/event-page.dto';
import { EventReceiptDto } from './dto/event-receipt.dto';
import { EventDetailDto } from './dto/event.dto';
import { ADJUSTMENT_EXAMPLE } from '../adjustments/dto/adjustment-examples';
import { ListEventsQuery } from './dto/list-events.query';
import { EventIntake, EventIntakeResult } from './event-intake.service';
import { EventsQueryService } from './events-query.service';

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
      'Records the event once per externalId (per mode: a test key\'s events are deduplicated on their own, docs/api.md#test-mode): 201 when new; 200 naming the original when the externalId was received before (with payloadDiffers and a Payload-Differs header when the fields differ); 202 with status "suppressed" when its contact is on the suppression list (docs/api.md#suppression): nothing recorded. With validateOnly=true: 200 with status "valid" and wouldBe, nothing stored.',
  })
  @ApiValidateOnly()
  @ApiBody({ type: CreateEventDto })
  @ApiResponse({
    status: 201,
    type: EventReceiptDto,
    example: { ...RECEIPT_EXAMPLE, status: 'recorded' },
    headers: responseHeaders('Location'),
  })
  @ApiAlreadyReceivedOrValid(
    { type: EventReceiptDto, example: RECEIPT_EXAMPLE },
    { type: ValidAnswerDto, example: VALID_EXAMPLE },
    'event',
    'externalId',
  )
  @ApiResponse({
    status: 202,
    type: SuppressedAnswerDto,
    description:
      "The event's contact is suppressed in this workspace (docs/api.md#suppression): nothing was stored, claimed or published. Do not retry: it is recorded (201) once the suppression is lifted.",
    example: SUPPRESSED_EXAMPLE,
  })
  @ApiProblems(400, 401, 403, 409, 413, 415, 429, 503)
  async create(
    @Param('workspaceId') workspaceId: string,
    @Body() body: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventReceiptDto | ValidAnswerDto | SuppressedAnswerDto> {
    const [result] = await this.intake.submit(submissionOf(workspaceId, 'single', body, request));
    if (result.status === 'rejected') throw ProblemException.validation(result.errors);
    if (result.status === 'in_progress') throw inProgressProblem('event', 'externalId');
    if (result.status === 'not_found') throw new Error('an event has no rule that answers not_found');
    if (result.status === 'suppressed') return suppressedAnswerOf(reply, { externalId: result.externalId });
    if (result.status === 'valid') return validAnswerOf(reply, result, { externalId: result.externalId });
    return receiptOf(reply, `/v1/workspaces/${workspaceId}/events`, result, {
      externalId: result.externalId,
    });
  }

  @Post('batch')
  @HttpCode(200)
  @RequireScopes('events:write')
  @ChargedByClaim()
  @ApiOperation({
    summary: 'Send up to 1,000 events',
    description:
      'One result per event, in order: recorded, already_received, rejected with its errors, or suppressed (its contact is on the suppression list, docs/api.md#suppression: nothing recorded). Valid events are recorded even when others are not; a repeated externalId within the batch: the first wins. With validateOnly=true: valid (with wouldBe) or rejected, nothing stored.',
  })
  @ApiValidateOnly()
  @ApiBody({ type: BatchEventsDto })
  @ApiOkResponse({
    type: BatchResultDto,
    examples: {
      recorded: { summary: 'Recorded, rejected and suppressed items', value: BATCH_RESULT_EXAMPLE },
      valid: { summary: 'validateOnly=true: nothing stored', value: VALID_BATCH_RESULT_EXAMPLE },
    },
  })
  @ApiProblems(400, 401, 403, 413, 415, 429, 503)
  async batch(
    @Param('workspaceId') workspaceId: string,
    @Body() body: Record<string, unknown>,
    @Req() request: FastifyRequest,
  ): Promise<BatchResultDto> {
    const outcomes = await this.intake.submit(submissionOf(workspaceId, 'batch', body, request));
    const results = outcomes.map((outcome, index) => toBatchResult(index, outcome));
    return {
      results,
      summary: isValidateOnly(request)
        ? summaryOf(results, { valid: 'valid', rejected: 'rejected' })
        : summaryOf(results, {
            recorded: 'recorded',
            alreadyReceived: 'already_received',
            rejected: 'rejected',
            suppressed: 'suppressed',
          }),
    };
  }

  @Get(':eventId')
  @RequireScopes('events:read')
  @ApiOperation({
    summary: 'Read one event',
    description:
      'The event with its attribution outcome and its adjustments (oldest first), each with its outcome.',
  })
  @ApiOkResponse({
    type: EventDetailDto,
    example: {
      ...EVENT_EXAMPLE,
      attribution: { ...EVENT_EXAMPLE.attribution, netValueMinor: ADJUSTMENT_EXAMPLE.valueMinor },
      adjustments: [ADJUSTMENT_EXAMPLE],
    },
  })
  @ApiProblems(401, 403, 404, 429)
  get(@Param('workspaceId') workspaceId: string, @Param('eventId') eventId: string): Promise<EventDetailDto> {
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

function toBatchResult(index: number, outcome: EventIntakeResult): BatchItemResultDto {
  const names = { externalId: outcome.externalId };
  if (outcome.status === 'rejected') return { index, status: 'rejected', ...names, errors: outcome.errors };
  if (outcome.status === 'in_progress') {
    const error = inProgressError(`events[${index}].externalId`, 'event', 'externalId');
    return { index, status: 'rejected', ...names, errors: [error] };
  }
  if (outcome.status === 'not_found') throw new Error('an event has no rule that answers not_found');
  if (outcome.status === 'suppressed') return suppressedItemOf(index, names);
  if (outcome.status === 'valid') return validItemOf(index, outcome, { externalId: outcome.externalId });
  return storedItemOf(index, outcome, { externalId: outcome.externalId });
}
