import { availableParallelism } from 'node:os';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

export const MAX_WORKERS = 64;

/**
 * How many processes of a service run on this machine: a whole number, or `auto` for one per CPU
 * the process may use (os.availableParallelism, which honours CPU affinity), read as a number.
 */
export function WorkersVar() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const v = value.trim().toLowerCase();
      if (v === 'auto') return Math.min(availableParallelism(), MAX_WORKERS);
      return /^\d+$/.test(v) ? Number(v) : value;
    }),
    ValidateBy({
      name: 'workers',
      validator: {
        validate: (value: unknown) =>
          Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_WORKERS,
        defaultMessage: () => `must be a whole number from 1 to ${MAX_WORKERS}, or auto (one per CPU)`,
      },
    }),
  );
}
