import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  CreateApiKeyInput,
  CreateApiKeyInputDto,
  emailProblem,
  isRole,
  passwordProblem,
  Role,
  ROLES,
} from '@app/auth';
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

export function emailArg(value: string | undefined): string {
  if (!value) throw CliError.usage('--email is required: the email address the user signs in with.');
  const email = value.trim();
  const problem = emailProblem(email);
  if (problem) throw CliError.usage(`--email: ${problem}`);
  return email;
}

export function roleArg(value: string | undefined): Role {
  if (!value) throw CliError.usage(`--role is required: one of ${ROLES.join(', ')}.`);
  if (!isRole(value))
    throw CliError.usage(
      `--role must be one of ${ROLES.join(', ')} (lower case), got ${JSON.stringify(value)}.`,
    );
  return value;
}

/**
 * The password piped on stdin for --password-stdin: everything read, less one trailing newline
 * (what `echo` or a here-string adds). Refuses a terminal, where typing would echo the password.
 */
export async function passwordFromStdin(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (stdin.isTTY) {
    throw CliError.usage(
      '--password-stdin reads the password from a pipe, not a terminal (typing would show it): printf \'%s\' "$PASSWORD" | ... --password-stdin, or leave the option out to get a set-password link.',
    );
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const password = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  const problem = passwordProblem(password);
  if (problem) throw CliError.usage(`--password-stdin: ${problem}`);
  return password;
}

/** The console page where a token sets a password. The token is in the fragment, which browsers never send to a server or its logs. */
export function setPasswordLink(consoleBaseUrl: string, token: string): string {
  return `${consoleBaseUrl}/console/set-password#token=${token}`;
}
