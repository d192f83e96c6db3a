/**
 * The field rules of an endpoint, shared by create (POST) and update (PATCH) so the two cannot
 * disagree. A field may be left out of a PATCH, but never sent as null: null would be ambiguous
 * (clear it? keep it?), so it gets the field's type error. The URL's own rules (https, no
 * credentials, length, no fragment) depend on config and are checked by the service.
 *
 * applyDecorators applies in the order listed (stacked decorators apply bottom-up), and only the
 * first rule broken is reported: so the type comes first, then the finer rules.
 */
import { applyDecorators } from '@nestjs/common';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { WEBHOOK_EVENT_TYPES } from '@app/webhooks';
import { EVENT_TYPES_RULE } from '../webhook-rules';

export const DESCRIPTION_MAX_LENGTH = 500;

const present = ValidateIf((_object: object, value: unknown) => value !== undefined);

export function UrlField(required: boolean) {
  return applyDecorators(
    required
      ? IsDefined({
          message: 'url is required: where to send webhooks, such as https://example.com/webhooks.',
        })
      : present,
    IsString({
      message: 'url must be a string: an absolute https URL such as https://example.com/webhooks.',
    }),
  );
}

export function DescriptionField() {
  return applyDecorators(
    present,
    IsString({ message: 'description must be a string ("" for none).' }),
    MaxLength(DESCRIPTION_MAX_LENGTH, {
      message: `description must be at most ${DESCRIPTION_MAX_LENGTH} characters.`,
    }),
  );
}

export function EventTypesField() {
  return applyDecorators(
    present,
    IsArray({
      message:
        'eventTypes must be an array of event types, such as ["conversion.counted"]; [] means every type.',
    }),
    IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENT_TYPES_RULE }),
    ArrayUnique({ message: 'eventTypes must not repeat a type.' }),
  );
}

/** includeTestEvents: whether test traffic (docs/webhooks.md#test-traffic) is sent to the endpoint too. */
export function IncludeTestEventsField() {
  return applyDecorators(
    present,
    IsBoolean({
      message:
        'includeTestEvents must be true or false: true also sends events and adjustments made with test keys (marked "test": true).',
    }),
  );
}

export function EnabledField() {
  return applyDecorators(present, IsBoolean({ message: 'enabled must be true or false.' }));
}
