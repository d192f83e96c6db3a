import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateApiKeyInput, CreateApiKeyInputDto } from '@app/auth';
import { toFieldErrors } from '@app/http';
import { CliError } from './cli-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function workspaceIdArg(value: string | undefined): string {
  if (!value) throw CliError.usage('--workspace is required: the workspace id printed by workspace:create.');
  if (!UUID.test(value))
    throw CliError.usage(`--workspace must be a workspace id (a UUID), got ${JSON.stringify(value)}.`);
  return value.toLowerCase();
}

export function nameArg(value: string | undefined, what: string): string {
  if (!value || value.trim() === '') throw CliError.usage(`--name is required: a label for the ${what}.`);
  if (value.length > 200) throw CliError.usage('--name must be at most 200 characters.');
  return value;
}

/** Checks key:create's options with the same rules as POST /api-keys. */
export function createKeyArgs(options: {
  name?: string;
  scope?: string[];
  expiresAt?: string;
}): CreateApiKeyInput {
  const input = plainToInstance(CreateApiKeyInputDto, {
    name: options.name,
    scopes: options.scope,
    ...(options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {}),
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
  };
}
