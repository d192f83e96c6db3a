/** The `contactIds` body field of the requests that name contacts in bulk (an erasure, a suppression). */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined } from 'class-validator';
import { EVENT_BODY_V1_SCHEMA } from '@app/contracts';

const CONTACT_ID = EVENT_BODY_V1_SCHEMA.properties.contactId;

/**
 * The array's shape: present, an array, 1 to `max` items. Each contactId is checked afterwards by
 * distinctContactIds (contact-id-rules.ts), so that an error names its index (`contactIds[3]`);
 * the items' rule is stated in the OpenAPI document only. `purpose` is the verb the messages use
 * ("erase", "suppress"). applyDecorators applies in the order listed, which is the order the
 * decorators had when each DTO stacked its own (they apply bottom-up), so the first rule broken
 * is reported as before.
 */
export const ContactIdsField = (options: { purpose: string; max: number; example: string[] }) =>
  applyDecorators(
    IsArray({ message: 'contactIds must be an array of contactIds, such as ["contact_42"].' }),
    ArrayMinSize(1, { message: 'contactIds must name at least one contact.' }),
    ArrayMaxSize(options.max, {
      message: `contactIds may name at most ${options.max} contacts: split a longer list over several requests.`,
    }),
    IsDefined({
      message: `contactIds is required: the contactIds to ${options.purpose}, as your events send them, such as ["contact_42"].`,
    }),
    ApiProperty({
      type: 'array',
      minItems: 1,
      maxItems: options.max,
      items: { type: 'string', minLength: CONTACT_ID.minLength, maxLength: CONTACT_ID.maxLength },
      example: options.example,
      description: `The contactIds to ${options.purpose}, as your events send them: 1 to ${options.max}, each 1 to ${CONTACT_ID.maxLength} characters without control characters. A repeated one counts once.`,
    }),
  );
