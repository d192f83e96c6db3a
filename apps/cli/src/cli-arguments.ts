/**
 * The checks of the CLI's arguments that need no library of the platform, so that a mistyped
 * option is refused before any command module (Nest, TypeORM, kafkajs) loads. Checks that need
 * the platform's own rules (scopes, emails, passwords) live beside their commands.
 */
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

export function keyIdArg(value: string | undefined): string {
  if (!value) throw CliError.usage('--id is required: the key id shown by key:list.');
  return value;
}
