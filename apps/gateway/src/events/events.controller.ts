import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
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
import { FieldError, ProblemCode, ProblemException } from '@app/http';
import { traceparentFrom } from '@app/observability';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { ChargedByClaim } from '../rate-limit/charged-by-claim.decorator';
import { rateLimitChargeOf } from '../rate-limit/rate-limit-charge';
import { BatchEventsDto } from './dto/batch-events.dto';
import { BatchItemResultDto } from './dto/batch-item-result.dto';
import { BatchResultDto } from './dto/batch-result.dto';
import { CreateEventDto } from './dto/create-event.dto';
import { EventPageDto } from './dto/event-page.dto';
import { EventReceiptDto } from './dto/event-receipt.dto';
import { EventDto } from './dto/event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { EventLimits, NormalizedEvent, validateEvent } from './event-rules';
import { EventRecorder, RecordOutcome } from './event-recorder.service';
import { EventsQueryService } from './events-query.service';
import { SubmissionNoticesPublisher } from './submission-notices.publisher';

export const EVENT_LIMITS = Symbol('EVENT_LIMITS');
export const MAX_BATCH_EVENTS = 1000;
export const PAYLOAD_DIFFERS_HEADER = 'payload-differs';

const EVENT_EXAMPLE = {
  id: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  externalId: 'order-10023',
  name: 'order_paid',
  occurredAt: '2026-11-21T13:03:00.000Z',
  receivedAt: '2026-11-21T13:03:00.412Z',
  contactId: 'contact_42',
  campaignId: 'spring-sale',
  valueMinor: '4999',
  currency: 'EUR',
  attribution: {
    status: 'counted',
    reason: 'counted',
    message: 'Counted as a conversion for campaign "spring-sale".',
  },
};

const RECEIPT_EXAMPLE = {
  id: '019a8e2c-6a1f-7c3e-9d2a-6f1e2b3c4d5e',
  externalId: 'order-10023',
  receivedAt: '2026-11-21T13:03:00.412Z',
};

function inProgress(): ProblemException {
  return new ProblemException(
    409,
    ProblemCode.RequestInProgress,
    'An event with this externalId is being recorded by another request right now. Retry after the time in Retry-After; you will get its outcome.',
    { headers: { 'retry-after': '1' } },
  );
}

/**
 * Integrators send events here and read them back (DESIGN.md section 4, Events).
 *
 * The two sending routes count against the rate limit in the round trip that claims their
 * externalIds (@ChargedByClaim, see RateLimitGuard): a body that never reaches the recorder pays
 * its charge before its 400, so it still counts, and over the limit it is a 429.
 */
@ApiTags('events')
@ApiBearerAuth('apiKey')
@ApiExtraModels(CreateEventDto)
@Controller('v1/workspaces/:workspaceId/events')
export class EventsController {
  constructor(
    private readonly recorder: EventRecorder,
    private readonly query: EventsQueryService,
    private readonly notices: SubmissionNoticesPublisher,
    @Inject(EVENT_LIMITS) private readonly limits: EventLimits,
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
    const charge = rateLimitChargeOf(request);
    const validation = validateEvent(body, new Date(), this.limits);
    if (!validation.ok) {
      await charge.pay();
      this.notices.rejected(workspaceId, body, validation.errors);
      throw ProblemException.validation(validation.errors);
    }
    const [outcome] = await this.recorder.record(
      workspaceId,
      [validation.event],
      traceparentFrom(request.headers.traceparent),
      charge,
    );
    if (outcome.status === 'in_progress') throw inProgress();
    void reply
      .status(outcome.status === 'recorded' ? 201 : 200)
      .header('location', `/v1/workspaces/${workspaceId}/events/${outcome.id}`);
    if (outcome.status === 'already_received') {
      this.notices.duplicate(workspaceId, validation.event, outcome);
      void reply.header(PAYLOAD_DIFFERS_HEADER, String(outcome.payloadDiffers));
      return {
        id: outcome.id,
        status: outcome.status,
        externalId: outcome.externalId,
        receivedAt: outcome.receivedAt.toISOString(),
        payloadDiffers: outcome.payloadDiffers,
      };
    }
    return {
      id: outcome.id,
      status: outcome.status,
      externalId: outcome.externalId,
      receivedAt: outcome.receivedAt.toISOString(),
    };
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
    example: {
      results: [
        { index: 0, status: 'recorded', ...RECEIPT_EXAMPLE },
        {
          index: 1,
          status: 'rejected',
          externalId: 'order-10024',
          errors: [
            {
              field: 'events[1].currency',
              code: 'required',
              message: 'currency is required when valueMinor is given, such as "EUR".',
            },
          ],
        },
      ],
      summary: { recorded: 1, alreadyReceived: 0, rejected: 1 },
    },
  })
  @ApiProblems(400, 401, 403, 413, 415, 429, 503)
  async batch(
    @Param('workspaceId') workspaceId: string,
    @Body() body: Record<string, unknown>,
    @Req() request: FastifyRequest,
  ): Promise<BatchResultDto> {
    const charge = rateLimitChargeOf(request);
    const envelopeErrors = batchEnvelopeErrors(body);
    if (envelopeErrors.length) {
      await charge.pay();
      throw ProblemException.validation(envelopeErrors);
    }
    const items = body.events as unknown[];
    const now = new Date();
    const results: BatchItemResultDto[] = new Array(items.length);
    const valid: { index: number; event: NormalizedEvent }[] = [];
    const rejected: { item: unknown; errors: FieldError[]; path: string }[] = [];
    items.forEach((item, index) => {
      const path = `events[${index}].`;
      const validation = validateEvent(item, now, this.limits, path);
      if (validation.ok) valid.push({ index, event: validation.event });
      else {
        rejected.push({ item, errors: validation.errors, path });
        results[index] = {
          index,
          status: 'rejected',
          externalId: externalIdOf(item),
          errors: validation.errors,
        };
      }
    });
    let outcomes: RecordOutcome[];
    try {
      // Counts the request too (even with no valid item), so it may be refused with a 429.
      outcomes = await this.recorder.record(
        workspaceId,
        valid.map((v) => v.event),
        traceparentFrom(request.headers.traceparent),
        charge,
      );
    } finally {
      // The test panel hears of rejected items only from a batch the rate limit let in.
      if (charge.admitted) {
        for (const { item, errors, path } of rejected) this.notices.rejected(workspaceId, item, errors, path);
      }
    }
    valid.forEach(({ index, event }, i) => {
      const outcome = outcomes[i];
      if (outcome.status === 'already_received') this.notices.duplicate(workspaceId, event, outcome);
      results[index] = toBatchResult(index, outcome);
    });
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

/** What is wrong with a batch envelope: `{ "events": [...] }` with 1 to 1,000 items, and nothing else. */
function batchEnvelopeErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [
      {
        field: 'body',
        code: 'invalid_type',
        message: 'The body must be a JSON object: { "events": [ ... ] }.',
      },
    ];
  }
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (key !== 'events') {
      errors.push({
        field: key,
        code: 'unknown_field',
        message: `"${key}" is not a known field: the body takes only "events".`,
      });
    }
  }
  const events = (body as Record<string, unknown>).events;
  if (events === undefined) {
    errors.push({
      field: 'events',
      code: 'required',
      message: 'events is required: an array of 1 to 1,000 events.',
    });
  } else if (!Array.isArray(events)) {
    errors.push({
      field: 'events',
      code: 'invalid_type',
      message: 'events must be an array of event objects.',
    });
  } else if (events.length === 0 || events.length > MAX_BATCH_EVENTS) {
    errors.push({
      field: 'events',
      code: 'invalid_length',
      message: `events must hold 1 to ${MAX_BATCH_EVENTS} events (it holds ${events.length}); split larger sets over several requests.`,
    });
  }
  return errors;
}

function externalIdOf(item: unknown): string | null {
  const value =
    typeof item === 'object' && item !== null ? (item as Record<string, unknown>).externalId : undefined;
  return typeof value === 'string' ? value : null;
}

function toBatchResult(index: number, outcome: RecordOutcome): BatchItemResultDto {
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
