import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsISO8601,
  Matches,
  IsOptional,
  IsString,
  Length,
} from 'class-validator';
import { KEY_MODES, KeyMode } from '@app/contracts';
import { Scope, SCOPES } from './scopes';

/**
 * What creating a key takes, with its rules: the HTTP body and the operator CLI both validate
 * against this one class, so the two can never disagree.
 */
export class CreateApiKeyInputDto {
  @ApiProperty({ example: 'Shop backend', minLength: 1, maxLength: 200 })
  @IsDefined({ message: 'name is required: a label such as "Shop backend" that says where the key is used.' })
  @Length(1, 200, { message: 'name must be 1 to 200 characters.' })
  @IsString({ message: 'name must be a string.' })
  name!: string;

  @IsDefined({ message: `scopes is required: a list of one or more of ${SCOPES.join(', ')}.` })
  @ArrayNotEmpty({ message: 'scopes must name at least one scope.' })
  @ArrayMaxSize(SCOPES.length, { message: `scopes can hold at most ${SCOPES.length} entries.` })
  @ArrayUnique({ message: 'scopes must not repeat a scope.' })
  @IsIn(SCOPES, { each: true, message: `each scope must be one of ${SCOPES.join(', ')}.` })
  @IsArray({ message: `scopes must be an array of scope names, for example ["events:write"].` })
  @ApiProperty({ enum: SCOPES, isArray: true, example: ['events:write'] })
  scopes!: Scope[];

  @ApiPropertyOptional({
    example: '2027-01-31T00:00:00Z',
    description: 'ISO 8601 with offset; the key stops working then.',
  })
  @IsOptional()
  @IsISO8601(
    { strict: true, strictSeparator: true },
    { message: 'expiresAt must be an ISO 8601 date-time with an offset, such as 2027-01-31T00:00:00Z.' },
  )
  @Matches(/T.*(Z|[+-]\d{2}:\d{2})$/, {
    message: 'expiresAt must be an ISO 8601 date-time with an offset, such as 2027-01-31T00:00:00Z.',
  })
  expiresAt?: string;

  @ApiPropertyOptional({
    enum: KEY_MODES,
    default: 'live',
    description:
      'test: a cvk_test_ key. Its events are decided and shown on the conversion-test panel, never counted in reports, never on the conversions topics, and sent only to webhook endpoints that include test events.',
  })
  @IsOptional()
  @IsIn(KEY_MODES, {
    message: `mode must be "live" (the default) or "test" (a cvk_test_ key whose traffic never counts).`,
  })
  mode?: KeyMode;
}
