import { ApiProperty } from '@nestjs/swagger';
import { CreatedApiKey } from '@app/auth';
import { ApiKeyDto } from './api-key.dto';

/** The creation answer: the one time the whole key is shown. */
export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({ description: 'The whole key: shown in this answer only.' })
  key!: string;

  static fromCreated(key: CreatedApiKey): CreatedApiKeyDto {
    return Object.assign(new CreatedApiKeyDto(), ApiKeyDto.from(key), { key: key.key });
  }
}
