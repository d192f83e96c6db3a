import { getMetadataStorage, ValidationError } from 'class-validator';
import { FieldError } from './problem-details';

/** class-validator constraint names mapped to this API's field error codes. */
const CONSTRAINT_CODES: Record<string, string> = {
  isDefined: 'required',
  isNotEmpty: 'required',
  whitelistValidation: 'unknown_field',
  isString: 'invalid_type',
  isInt: 'invalid_type',
  isArray: 'invalid_type',
  isBoolean: 'invalid_type',
  isObject: 'invalid_type',
  isIn: 'invalid_value',
  isEnum: 'invalid_value',
  arrayNotEmpty: 'invalid_length',
  arrayMaxSize: 'invalid_length',
  arrayMinSize: 'invalid_length',
  arrayUnique: 'duplicate_value',
  maxLength: 'invalid_length',
  minLength: 'invalid_length',
  isLength: 'invalid_length',
  isIso8601: 'invalid_format',
  isISO8601: 'invalid_format',
  isUuid: 'invalid_format',
  isUUID: 'invalid_format',
  matches: 'invalid_format',
  isMinorUnits: 'invalid_value',
  min: 'out_of_range',
  max: 'out_of_range',
  intInRange: 'out_of_range',
};

function acceptedFields(target: object | undefined): string[] {
  if (!target) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(target.constructor, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))].sort();
}

function join(path: string, property: string): string {
  if (/^\d+$/.test(property)) return `${path}[${property}]`;
  return path ? `${path}.${property}` : property;
}

/**
 * Flattens class-validator's tree into one entry per broken rule, each naming the field by its
 * JSON path and saying how to fix it. Unknown fields list the accepted ones, so a typo such as
 * `occured_at` shows the right spelling next to it.
 */
export function toFieldErrors(errors: ValidationError[], path = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = join(path, error.property);
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      const code = CONSTRAINT_CODES[constraint] ?? 'invalid';
      if (code === 'unknown_field') {
        const accepted = acceptedFields(error.target);
        out.push({
          field,
          code,
          message: `"${field}" is not a known field: remove it or check its spelling${
            accepted.length ? ` (accepted fields: ${accepted.join(', ')})` : ''
          }.`,
        });
      } else {
        out.push({ field, code, message });
      }
    }
    if (error.children?.length) out.push(...toFieldErrors(error.children, field));
  }
  return out;
}
