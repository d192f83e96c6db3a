import { ApiKeyDto } from './api-key.dto';

export class ApiKeyListDto {
  data!: ApiKeyDto[];
}
