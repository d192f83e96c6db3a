import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An API key as stored: the secret itself is never here, only its SHA-256 hash. The id is the
 * public part of the key (it also appears in the key string), so lookups need no secret.
 */
@Entity({ name: 'api_keys' })
export class ApiKeyEntity {
  @PrimaryColumn('text')
  id!: string;

  @Column('uuid', { name: 'workspace_id' })
  workspaceId!: string;

  @Column('text')
  name!: string;

  @Column('bytea', { name: 'secret_hash' })
  secretHash!: Buffer;

  @Column('text', { array: true })
  scopes!: string[];

  /** `live` or `test` (docs/api.md#test-mode); fixed at creation, it is part of the key string. */
  @Column('text')
  mode!: 'live' | 'test';

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt!: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
