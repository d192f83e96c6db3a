/** The API key commands: key:create, key:list, key:revoke. */
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ApiKeysService, CreateApiKeyInput, CreateApiKeyInputDto } from '@app/auth';
import { toFieldErrors } from '@app/http';
import { CliError } from '../cli-error';
import { withContext } from './context';

export interface CreateKeyOptions {
  name?: string;
  scope?: string[];
  expiresAt?: string;
  mode?: string;
}

/** Checks key:create's options with the same rules as POST /api-keys. */
export function createKeyArgs(options: CreateKeyOptions): CreateApiKeyInput {
  const input = plainToInstance(CreateApiKeyInputDto, {
    name: options.name,
    scopes: options.scope,
    ...(options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {}),
    ...(options.mode !== undefined ? { mode: options.mode } : {}),
  });
  const errors = toFieldErrors(validateSync(input, { forbidUnknownValues: true, stopAtFirstError: true }));
  if (errors.length > 0) {
    const asOption = (field: string) =>
      field.startsWith('scopes') ? '--scope' : field === 'expiresAt' ? '--expires-at' : `--${field}`;
    throw CliError.usage(
      errors.map((e) => `${asOption(e.field)}: ${e.message}`).join(' '),
      errors.map((e) => ({ ...e, option: asOption(e.field) })),
    );
  }
  return {
    name: input.name,
    scopes: input.scopes,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    mode: input.mode,
  };
}

export function createKey(workspaceId: string, options: CreateKeyOptions) {
  const input = createKeyArgs(options);
  return withContext((app) => app.get(ApiKeysService).create(workspaceId, input));
}

export async function listKeys(workspaceId: string) {
  return { data: await withContext((app) => app.get(ApiKeysService).list(workspaceId)) };
}

export async function revokeKey(workspaceId: string, keyId: string) {
  const revoked = await withContext((app) => app.get(ApiKeysService).revoke(workspaceId, keyId));
  if (!revoked.broadcast) {
    process.stderr.write(
      `${JSON.stringify({ warning: 'Redis was unreachable: the key is revoked in the database, and gateways stop accepting it when their cache entry expires (API_KEY_CACHE_TTL_MS).' })}\n`,
    );
  }
  return revoked;
}
