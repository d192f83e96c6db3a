import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * An integer variable within bounds, read from its string form, with one message that says
 * both what is wrong and what is accepted (e.g. "must be a whole number from 1 to 65535").
 */
export function IntInRange(min: number, max: number, unit = '') {
  const suffix = unit ? ` of ${unit}` : '';
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value,
    ),
    ValidateBy({
      name: 'intInRange',
      validator: {
        validate: (value: unknown) =>
          Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max,
        defaultMessage: () => `must be a whole number${suffix} from ${min} to ${max}`,
      },
    }),
  );
}
