import { ApiProperty } from '@nestjs/swagger';
import { ApiKeySummary, Scope, SCOPES } from '@app/auth';
import { KEY_MODES, KeyMode } from '@app/contracts';

/** An API key as the API shows it: never the secret. */
export class ApiKeyDto {
  @ApiProperty({ description: 'The public key id.' }) id!: string;
  @ApiProperty({
    description:
      'cvk_<id> (cvk_test_<id> for a test key): enough to recognise the key, nothing that authenticates.',
  })
  prefix!: string;
  @ApiProperty() workspaceId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SCOPES, isArray: true }) scopes!: Scope[];
  @ApiProperty({
    enum: KEY_MODES,
    description: 'test: its events never count (docs/api.md#test-mode); live: everything else.',
  })
  mode!: KeyMode;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) expiresAt!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Up to API_KEY_LAST_USED_FLUSH_MS behind.' })
  lastUsedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) revokedAt!: string | null;

  static from(key: ApiKeySummary): ApiKeyDto {
    return Object.assign(new ApiKeyDto(), {
      id: key.id,
      prefix: key.prefix,
      workspaceId: key.workspaceId,
      name: key.name,
      scopes: key.scopes,
      mode: key.mode,
      createdAt: key.createdAt.toISOString(),
      expiresAt: key.expiresAt?.toISOString() ?? null,
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
    });
  }
}
