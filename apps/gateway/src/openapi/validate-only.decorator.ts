import { Type, applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiQuery, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { sometimes } from './response-headers';

/**
 * The `validateOnly` query parameter of the ingest routes (events, adjustments, single and batch):
 * docs/api.md#test-mode says what it checks and that it stores nothing.
 */
export function ApiValidateOnly(): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'validateOnly',
      required: false,
      schema: { type: 'boolean', default: false },
      description:
        'true: run every check (auth, rate limit, the body rules, whether the id was received before, whether the contact is suppressed) and store, claim and publish nothing; the answer is 200 with status "valid" and wouldBe. Invalid input gets the same 400 as without it. Anything but true or false is a 400 naming validateOnly (docs/api.md#test-mode).',
    }),
  );
}

/**
 * The 200 of a single ingest route: already_received (the original, with Location and
 * Payload-Differs), or with validateOnly=true the valid answer (no headers of its own), each with
 * its example. `noun` and `idField` name the kind: "event" and "externalId".
 */
export function ApiAlreadyReceivedOrValid(
  receipt: { type: Type<unknown>; example: object },
  valid: { type: Type<unknown>; example: object },
  noun: string,
  idField: string,
): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(receipt.type, valid.type),
    ApiResponse({
      status: 200,
      description:
        'already_received (the original, with Location and Payload-Differs), or with validateOnly=true: valid, with wouldBe (no headers of its own).',
      schema: { oneOf: [{ $ref: getSchemaPath(receipt.type) }, { $ref: getSchemaPath(valid.type) }] },
      examples: {
        already_received: {
          summary: `The ${idField} was received before`,
          value: { ...receipt.example, status: 'already_received', payloadDiffers: false },
        },
        valid: { summary: 'validateOnly=true: every check passed, nothing stored', value: valid.example },
        valid_already_received: {
          summary: `validateOnly=true: valid, and its ${idField} was received before`,
          value: { ...valid.example, wouldBe: 'already_received' },
        },
        valid_suppressed: {
          summary: 'validateOnly=true: valid, but its contact is suppressed (sent, it would be a 202)',
          value: { ...valid.example, wouldBe: 'suppressed' },
        },
      },
      headers: {
        ...sometimes('Location', `On already_received: the original ${noun}. Not on a validateOnly answer.`),
        ...sometimes('Payload-Differs', 'On already_received. Not on a validateOnly answer.'),
      },
    }),
  );
}
