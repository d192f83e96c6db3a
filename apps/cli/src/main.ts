/**
 * The operator CLI: `npm run -s cli -- <command>`. Non-interactive; prints one JSON document on
 * stdout on success, one JSON line `{"error": {...}}` on stderr on failure. Exit codes: 0 ok,
 * 1 the operation failed, 2 bad arguments, 78 bad configuration.
 *
 * This file declares the commands and reports their outcome; each command's work is in
 * commands/<group>.ts, imported when one of its commands runs, so that --help and a mistyped
 * command or option answer without loading Nest, TypeORM or kafkajs (docs/development.md#operator-cli).
 */
import { Command, CommanderError } from 'commander';
import { ROLES, SCOPES } from '@app/contracts';
import { keyIdArg, nameArg, workspaceIdArg } from './cli-arguments';
import { CliError } from './cli-error';

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

const USAGE_NOTES = `
Run it as npm run -s cli -- <command> [options] from a checkout (which builds first only when a
source changed, reporting that on stderr), or node dist/apps/cli/src/main.js <command> in an image.
stdout holds only the command's JSON document, so it can be piped to jq; errors are one JSON line
on stderr. Exit codes: 0 ok, 1 the operation failed, 2 bad arguments, 78 bad configuration.`;

function program(): Command {
  const cli = new Command('cli')
    .description('Operator commands for the conversion platform. Output is JSON.')
    .addHelpText('after', USAGE_NOTES)
    .exitOverride()
    .showHelpAfterError(false)
    .configureOutput({ writeErr: () => undefined });

  cli
    .command('migrate')
    .description('Apply pending database migrations of every service (safe to run repeatedly).')
    .action(async () => print(await (await import('./commands/schema')).migrate()));

  cli
    .command('topics:create')
    .description('Create the Kafka topics declared in libs/contracts that do not exist yet.')
    .action(async () => print(await (await import('./commands/schema')).createTopics()));

  cli
    .command('workspace:create')
    .description('Create a workspace; prints {"workspaceId", ...}.')
    .option('--name <name>', 'workspace name')
    .action(async (options: { name?: string }) => {
      const name = nameArg(options.name, 'workspace');
      print(await (await import('./commands/workspaces')).createWorkspace(name));
    });

  cli
    .command('key:create')
    .description('Create an API key; the key is printed once and never again.')
    .option('--workspace <id>', 'workspace id')
    .option(
      '--scope <scope>',
      'a scope (repeat for several; the scopes are listed below)',
      (v, acc?: string[]) => [...(acc ?? []), v],
    )
    .option('--name <name>', 'where the key is used')
    .option('--expires-at <iso>', 'ISO 8601 date-time with offset after which the key stops working')
    .option(
      '--mode <mode>',
      'live (the default) or test: a cvk_test_ key whose events are decided and shown on the panel, never counted',
    )
    .addHelpText('after', () => `\nScopes: ${SCOPES.join(', ')}`)
    .action(
      async (options: {
        workspace?: string;
        scope?: string[];
        name?: string;
        expiresAt?: string;
        mode?: string;
      }) => {
        const workspaceId = workspaceIdArg(options.workspace);
        print(await (await import('./commands/keys')).createKey(workspaceId, options));
      },
    );

  cli
    .command('key:list')
    .description('List the active API keys of a workspace (never their secrets).')
    .option('--workspace <id>', 'workspace id')
    .action(async (options: { workspace?: string }) => {
      const workspaceId = workspaceIdArg(options.workspace);
      print(await (await import('./commands/keys')).listKeys(workspaceId));
    });

  cli
    .command('key:revoke')
    .description('Revoke an API key; every gateway replica stops accepting it within a second.')
    .option('--workspace <id>', 'workspace id')
    .option('--id <keyId>', 'the key id (the part after cvk_ in its prefix)')
    .action(async (options: { workspace?: string; id?: string }) => {
      const workspaceId = workspaceIdArg(options.workspace);
      const keyId = keyIdArg(options.id);
      print(await (await import('./commands/keys')).revokeKey(workspaceId, keyId));
    });

  cli
    .command('workspace:list')
    .description(
      'List the workspaces, oldest first (at most 1,000): {"data": [{"workspaceId", "name", "createdAt"}]}.',
    )
    .action(async () => print(await (await import('./commands/workspaces')).listWorkspaces()));

  cli
    .command('user:create')
    .description(
      'Create a console user with a role in a workspace, or add an existing user (same email, any case) to another workspace. ' +
        'With --password-stdin the password is read from stdin; otherwise a one-time set-password link, valid 7 days, is printed ' +
        'Prints {"userId","email","workspaceId","role","created","setPasswordLink"?,"linkExpiresAt"?}.',
    )
    .option('--email <email>', 'the email address the user signs in with')
    .option('--workspace <id>', 'workspace id')
    .option('--role <role>', "the user's role in the workspace (the roles are listed below)")
    .option(
      '--password-stdin',
      'read the password from stdin (12 to 256 characters) instead of printing a link',
    )
    .addHelpText('after', () => `\nRoles: ${ROLES.join(', ')}`)
    .action(
      async (options: { email?: string; workspace?: string; role?: string; passwordStdin?: boolean }) => {
        const workspaceId = workspaceIdArg(options.workspace);
        print(await (await import('./commands/users')).createUser({ ...options, workspaceId }));
      },
    );

  cli
    .command('user:reset-password')
    .description(
      "Replace a console user's password: with --password-stdin, the password read from stdin; otherwise the current password " +
        'is removed and a one-time set-password link, valid 7 days, is printed. ' +
        'Earlier set-password links stop working either way.',
    )
    .option('--email <email>', "the user's email address")
    .option(
      '--password-stdin',
      'read the new password from stdin (12 to 256 characters) instead of printing a link',
    )
    .action(async (options: { email?: string; passwordStdin?: boolean }) =>
      print(await (await import('./commands/users')).resetPassword(options)),
    );

  cli
    .command('user:list')
    .description(
      'List console users, oldest first (at most 1,000), never their password hashes: ' +
        '{"data": [{"userId", "email", "createdAt", "passwordSet", "memberships": [{"workspaceId", "role"}]}]}. ' +
        "With --workspace, that workspace's members and only their membership in it.",
    )
    .option('--workspace <id>', 'only the members of this workspace')
    .action(async (options: { workspace?: string }) => {
      const workspaceId = options.workspace !== undefined ? workspaceIdArg(options.workspace) : undefined;
      print(await (await import('./commands/users')).listUsers(workspaceId));
    });

  cli
    .command('bootstrap')
    .description(
      'On an empty database: create a first workspace and an admin key, and print them. When no console user exists yet: ' +
        'create CONSOLE_OWNER_EMAIL as owner of the first workspace and print a one-time link to set its password and sign in.',
    )
    .action(async () => print(await (await import('./commands/workspaces')).bootstrap()));

  return cli;
}

function fail(error: CliError): never {
  process.stderr.write(
    `${JSON.stringify({ error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } })}\n`,
  );
  process.exit(error.exitCode);
}

async function main(argv: string[]): Promise<void> {
  try {
    await program().parseAsync(argv);
  } catch (err) {
    if (err instanceof CliError) fail(err);
    if (err instanceof CommanderError) {
      if (err.exitCode === 0) process.exit(0); // --help, --version
      fail(
        CliError.usage(
          `${err.message.replace(/^error: /, '')}. Run with --help for the commands and options.`,
        ),
      );
    }
    // Any other error came from a command, whose module (and the platform's errors) is loaded.
    fail((await import('./commands/context')).toCliError(err));
  }
  process.exit(0);
}

// A reader that stops early (`| head`) closes the pipe; what it did not read was not wanted, and a
// stack trace about it would hide the output it did read.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

void main(process.argv);
