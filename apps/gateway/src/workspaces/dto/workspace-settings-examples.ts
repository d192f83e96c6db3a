import { ProblemCode } from '@app/http';
import { rangeRule } from '../workspace-settings-rules';

/** What GET and PATCH .../settings answer, in the OpenAPI document. */
export const SETTINGS_EXAMPLE = { eventRetentionDays: 400, webhookLogRetentionDays: 30 };

/** A PATCH breaking a setting's range: the field, and what it accepts. */
export const SETTINGS_PROBLEM = {
  status: 400,
  description:
    'A setting is not a whole number within its range, or an unknown field was sent (each named in errors[]).',
  code: ProblemCode.ValidationFailed,
  detail:
    'One field is invalid: eventRetentionDays. Each entry in "errors" names the field and how to fix it.',
  extra: {
    errors: [
      {
        field: 'eventRetentionDays',
        code: 'out_of_range',
        message: `${rangeRule('eventRetentionDays')} (got 7).`,
      },
    ],
  },
};
