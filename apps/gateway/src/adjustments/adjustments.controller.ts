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
import { FieldError, ProblemCode, ProblemException } from '@app/http';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { responseHeaders } from '../openapi/response-headers';
import { ApiAlreadyReceivedOrValid, ApiValidateOnly } from '../openapi/validate-only.decorator';
import { ChargedByClaim } from '../recording/charged-by-claim.decorator';
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
import { AdjustmentIntake, AdjustmentIntakeResult } from './adjustment-intake.service';
import { AdjustmentsQueryService } from './adjustments-query.service';
import { AdjustmentBatchItemResultDto, AdjustmentBatchResultDto } from './dto/adjustment-batch-result.dto';
import {
  ADJUSTMENT_BATCH_RESULT_EXAMPLE,
  ADJUSTMENT_EXAMPLE,
  ADJUSTMENT_NOT_FOUND_DETAIL,
  ADJUSTMENT_RECEIPT_EXAMPLE,
  SUPPRESSED_ADJUSTMENT_EXAMPLE,
  VALID_ADJUSTMENT_BATCH_RESULT_EXAMPLE,
  VALID_ADJUSTMENT_EXAMPLE,
} from './dto/adjustment-examples';
import { AdjustmentReceiptDto } from './dto/adjustment-receipt.dto';
import { SuppressedAdjustmentAnswerDto } from './dto/suppressed-adjustment-answer.dto';
import { ValidAdjustmentAnswerDto } from './dto/valid-adjustment-answer.dto';
import { AdjustmentDto, AdjustmentPageDto } from './dto/adjustment.dto';
import { BatchAdjustmentsDto } from './dto/batch-adjustments.dto';
import { CreateAdjustmentDto } from './dto/create-adjustment.dto';
import { ListAdjustmentsQuery } from './dto/list-adjustments.query';

/**
 * Why an adjustment was not recorded when its event is not: what an adjustment names, and how to
 * check. A test key's adjustment names an event sent with a test key (docs/api.md#test-mode).
 */
function eventNotFound(workspaceId: string, externalId: string, test: boolean): string {
  const mode = test ? ' among the events sent with test keys' : '';
  return (
    `No event with externalId "${externalId}" is recorded in this workspace${mode}: an adjustment names an event already recorded${test ? ' in the same mode' : ''}. ` +
    `Check with GET /v1/workspaces/${workspaceId}/events?externalId=${encodeURIComponent(externalId)}${test ? '&test=true' : ''}, send the event first, then this adjustment again.`
  );
}

/**
 * Integrators send conversion adjustments here (retractions, restatements) and read them back,
 * with attribution's outcome (docs/api.md, "Adjustments"). HTTP only: both sending routes hand
 * their body to AdjustmentIntake (the shared intake and recorder, recording/, over the adjustments'
 * rules and store) and map its results as the events' routes do, plus the 404 of an unknown event.
 */
@ApiTags('adjustments')
@ApiBearerAuth('apiKey')
@ApiExtraModels(CreateAdjustmentDto)
@Controller('v1/workspaces/:workspaceId/adjustments')
export class AdjustmentsController {
  constructor(
    private readonly intake: AdjustmentIntake,
    private readonly query: AdjustmentsQueryService,
  ) {}

  @Post()
  @RequireScopes('events:write')
  @ChargedByClaim()
  @ApiOperation({
    summary: 'Send one adjustment',
    description:
      'Records a retraction or restatement of a recorded event once per adjustmentId: 201 when new; 200 naming the original when the adjustmentId was received before (with payloadDiffers and a Payload-Differs header when the fields differ); 404 when no event has the externalId (a test key\'s adjustment names a test event: docs/api.md#test-mode); 202 with status "suppressed" when the event\'s contact is on the suppression list (docs/api.md#suppression): nothing recorded. With validateOnly=true: 200 with status "valid" and wouldBe, nothing stored.',
  })
  @ApiValidateOnly()
  @ApiBody({ type: CreateAdjustmentDto })
  @ApiResponse({
    status: 201,
    type: AdjustmentReceiptDto,
    example: { ...ADJUSTMENT_RECEIPT_EXAMPLE, status: 'recorded' },
    headers: responseHeaders('Location'),
  })
  @ApiAlreadyReceivedOrValid(
    { type: AdjustmentReceiptDto, example: ADJUSTMENT_RECEIPT_EXAMPLE },
    { type: ValidAdjustmentAnswerDto, example: VALID_ADJUSTMENT_EXAMPLE },
    'adjustment',
    'adjustmentId',
  )
  @ApiResponse({
    status: 202,
    type: SuppressedAdjustmentAnswerDto,
    description:
      "The adjusted event's contact is suppressed in this workspace (docs/api.md#suppression): nothing was stored, claimed or published. Do not retry: it is recorded (201) once the suppression is lifted.",
    example: SUPPRESSED_ADJUSTMENT_EXAMPLE,
  })
  @ApiProblems(
    {
      status: 400,
      description: 'A field is missing, of the wrong type, unknown, or not allowed with the type sent.',
      code: ProblemCode.ValidationFailed,
      detail: 'One field is invalid: valueMinor. Each entry in "errors" names the field and how to fix it.',
      extra: {
        errors: [
          {
            field: 'valueMinor',
            code: 'not_allowed',
            message:
              "A retraction carries no value; leave valueMinor out (a retraction sets the conversion's value to 0).",
          },
        ],
      },
    },
    401,
    403,
    {
      status: 404,
      description: 'No event with this externalId is recorded in the workspace; nothing was recorded.',
      code: ProblemCode.NotFound,
      detail: ADJUSTMENT_NOT_FOUND_DETAIL,
    },
    {
      status: 409,
      description: 'The same adjustmentId is being recorded by a request still in flight.',
      code: ProblemCode.RequestInProgress,
      headers: ['Retry-After'],
      detail:
        'An adjustment with this adjustmentId is being recorded by another request right now. Retry after the time in Retry-After; you will get its outcome.',
    },
    413,
    415,
    429,
    {
      status: 503,
      description: 'A dependency needed for a durable answer is down; nothing was recorded.',
      code: ProblemCode.Unavailable,
      headers: ['Retry-After'],
      detail:
        'The adjustment could not be stored durably right now, and nothing was recorded. Retry after the time in Retry-After; the same adjustmentId is safe to resend.',
    },
  )
  async create(
    @Param('workspaceId') workspaceId: string,
    @Body() body: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdjustmentReceiptDto | ValidAdjustmentAnswerDto | SuppressedAdjustmentAnswerDto> {
    const submission = submissionOf(workspaceId, 'single', body, request);
    const [result] = await this.intake.submit(submission);
    if (result.status === 'rejected') throw ProblemException.validation(result.errors);
    if (result.status === 'in_progress') throw inProgressProblem('adjustment', 'adjustmentId');
    if (result.status === 'not_found') {
      const detail = eventNotFound(workspaceId, result.externalId, submission.test);
      throw new ProblemException(404, ProblemCode.NotFound, detail);
    }
    if (result.status === 'suppressed') {
      return suppressedAnswerOf(reply, { adjustmentId: result.adjustmentId, externalId: result.externalId });
    }
    if (result.status === 'valid') {
      return validAnswerOf(reply, result, {
        adjustmentId: result.adjustmentId,
        externalId: result.externalId,
      });
    }
    return receiptOf(reply, `/v1/workspaces/${workspaceId}/adjustments`, result, {
      adjustmentId: result.adjustmentId,
      externalId: result.externalId,
    });
  }

  @Post('batch')
  @HttpCode(200)
  @RequireScopes('events:write')
  @ChargedByClaim()
  @ApiOperation({
    summary: 'Send up to 1,000 adjustments',
    description:
      "One result per adjustment, in order: recorded, already_received, rejected with its errors, not_found when no event has its externalId, or suppressed when its event's contact is on the suppression list (docs/api.md#suppression). Valid adjustments are recorded even when others are not; a repeated adjustmentId within the batch: the first wins. With validateOnly=true: valid (with wouldBe), rejected or not_found, nothing stored.",
  })
  @ApiValidateOnly()
  @ApiBody({ type: BatchAdjustmentsDto })
  @ApiOkResponse({
    type: AdjustmentBatchResultDto,
    examples: {
      recorded: {
        summary: 'Recorded, rejected, not_found and suppressed items',
        value: ADJUSTMENT_BATCH_RESULT_EXAMPLE,
      },
      valid: { summary: 'validateOnly=true: nothing stored', value: VALID_ADJUSTMENT_BATCH_RESULT_EXAMPLE },
    },
  })
  @ApiProblems(400, 401, 403, 413, 415, 429, 503)
  async batch(
    @Param('workspaceId') workspaceId: string,
    @Body() body: Record<string, unknown>,
    @Req() request: FastifyRequest,
  ): Promise<AdjustmentBatchResultDto> {
    const submission = submissionOf(workspaceId, 'batch', body, request);
    const outcomes = await this.intake.submit(submission);
    const results = outcomes.map((outcome, index) =>
      toBatchResult(workspaceId, index, outcome, submission.test),
    );
    return {
      results,
      summary: isValidateOnly(request)
        ? summaryOf(results, { valid: 'valid', rejected: 'rejected', notFound: 'not_found' })
        : summaryOf(results, {
            recorded: 'recorded',
            alreadyReceived: 'already_received',
            rejected: 'rejected',
            notFound: 'not_found',
            suppressed: 'suppressed',
          }),
    };
  }

  @Get(':adjustmentId')
  @RequireScopes('events:read')
  @ApiOperation({ summary: 'Read one adjustment', description: 'The adjustment with its outcome.' })
  @ApiOkResponse({ type: AdjustmentDto, example: ADJUSTMENT_EXAMPLE })
  @ApiProblems(401, 403, 404, 429)
  get(
    @Param('workspaceId') workspaceId: string,
    @Param('adjustmentId') adjustmentId: string,
  ): Promise<AdjustmentDto> {
    return this.query.get(workspaceId, adjustmentId);
  }

  @Get()
  @RequireScopes('events:read')
  @ApiOperation({
    summary: 'List adjustments',
    description:
      "Newest first (by receivedAt, then id); externalId keeps one event's. Follow nextCursor for the next page.",
  })
  @ApiOkResponse({
    type: AdjustmentPageDto,
    example: {
      data: [ADJUSTMENT_EXAMPLE],
      nextCursor: 'eyJyIjoiMjAyNi0xMS0yM1QwOTozMDowMC4yMThaIiwiaSI6IjAxOWE5YTQxIn0',
    },
  })
  @ApiProblems(400, 401, 403, 429)
  list(
    @Param('workspaceId') workspaceId: string,
    @Query() query: ListAdjustmentsQuery,
  ): Promise<AdjustmentPageDto> {
    return this.query.list(workspaceId, query);
  }
}

function toBatchResult(
  workspaceId: string,
  index: number,
  outcome: AdjustmentIntakeResult,
  test: boolean,
): AdjustmentBatchItemResultDto {
  const names = { adjustmentId: outcome.adjustmentId, externalId: outcome.externalId };
  if (outcome.status === 'rejected') return { index, status: 'rejected', ...names, errors: outcome.errors };
  if (outcome.status === 'in_progress') {
    const error = inProgressError(`adjustments[${index}].adjustmentId`, 'adjustment', 'adjustmentId');
    return { index, status: 'rejected', ...names, errors: [error] };
  }
  if (outcome.status === 'not_found') {
    const error: FieldError = {
      field: `adjustments[${index}].externalId`,
      code: 'event_not_found',
      message: eventNotFound(workspaceId, outcome.externalId, test),
    };
    return { index, status: 'not_found', ...names, errors: [error] };
  }
  if (outcome.status === 'suppressed') {
    return suppressedItemOf(index, { adjustmentId: outcome.adjustmentId, externalId: outcome.externalId });
  }
  if (outcome.status === 'valid') {
    return validItemOf(index, outcome, {
      adjustmentId: outcome.adjustmentId,
      externalId: outcome.externalId,
    });
  }
  return storedItemOf(index, outcome, { adjustmentId: outcome.adjustmentId, externalId: outcome.externalId });
}
