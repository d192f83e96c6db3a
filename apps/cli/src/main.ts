import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Command, CommanderError } from 'commander';
import {
  ApiKeysService,
  ConsoleUserException,
  ConsoleUsersService,
  ROLES,
  SCOPES,
  WorkspacesService,
} from '@app/auth';
import { CliEnv, ConfigValidationError, loadEnv } from '@app/config';
import { allServiceDataSourceOptions, runMigrations } from '@app/database';
import { ProblemException } from '@app/http';
import { KafkaService } from '@app/kafka';
import {
  createKeyArgs,
  emailArg,
  nameArg,
  passwordFromStdin,
  roleArg,
  setPasswordLink,
  workspaceIdArg,
} from './cli-arguments';
import { CliError } from './cli-error';
import { CliModule } from './cli.module';

/**
 * The operator CLI: `npm run -s cli -- <command>`. Non-interactive; prints one JSON document on
 * stdout on success, one JSON line `{"error": {...}}` on stderr on failure. Exit codes: 0 ok,
 * 1 the operation failed, 2 bad arguments, 78 bad configuration.
 */
function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

async function withContext<T>(env: CliEnv, work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(env), {
    logger: false,
    abortOnError: false,
  });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

function program(env: CliEnv): Command {
  const cli = new Command('cli')
    .description('Operator commands for the conversion platform. Output is JSON.')
    .exitOverride()
    .showHelpAfterError(false)
    .configureOutput({ writeErr: () => undefined });

  cli
    .command('migrate')
    .description('Apply pending database migrations of every service (safe to run repeatedly).')
    .action(async () => {
      const schemas = [];
      for (const options of allServiceDataSourceOptions(env)) schemas.push(await runMigrations(options));
      print({ schemas, applied: schemas.flatMap((s) => s.applied) });
    });

  cli
    .command('topics:create')
    .description('Create the Kafka topics declared in libs/contracts that do not exist yet.')
    .action(async () => print(await withContext(env, (app) => app.get(KafkaService).ensureTopics())));

  cli
    .command('workspace:create')
    .description('Create a workspace; prints {"workspaceId", ...}.')
    .option('--name <name>', 'workspace name')
    .action(async (options: { name?: string }) => {
      const name = nameArg(options.name, 'workspace');
      const workspace = await withContext(env, (app) => app.get(WorkspacesService).create(name));
      print({ workspaceId: workspace.id, name: workspace.name, createdAt: workspace.createdAt });
    });

  cli
    .command('key:create')
    .description('Create an API key; the key is printed once and never again.')
    .option('--workspace <id>', 'workspace id')
    .option(
      '--scope <scope>',
      `a scope (repeat for several): ${SCOPES.join(', ')}`,
      (v: string, acc?: string[]) => [...(acc ?? []), v],
    )
    .option('--name <name>', 'where the key is used')
    .option('--expires-at <iso>', 'ISO 8601 date-time with offset after which the key stops working')
    .action(async (options: { workspace?: string; scope?: string[]; name?: string; expiresAt?: string }) => {
      const workspaceId = workspaceIdArg(options.workspace);
      const input = createKeyArgs(options);
      print(await withContext(env, (app) => app.get(ApiKeysService).create(workspaceId, input)));
    });

  cli
    .command('key:list')
    .description('List the active API keys of a workspace (never their secrets).')
    .option('--workspace <id>', 'workspace id')
    .action(async (options: { workspace?: string }) => {
      const workspaceId = workspaceIdArg(options.workspace);
      const data = await withContext(env, (app) => app.get(ApiKeysService).list(workspaceId));
      print({ data });
    });

  cli
    .command('key:revoke')
    .description('Revoke an API key; every gateway replica stops accepting it within a second.')
    .option('--workspace <id>', 'workspace id')
    .option('--id <keyId>', 'the key id (the part after cvk_ in its prefix)')
    .action(async (options: { workspace?: string; id?: string }) => {
      const workspaceId = workspaceIdArg(options.workspace);
      if (!options.id) throw CliError.usage('--id is required: the key id shown by key:list.');
      const revoked = await withContext(env, (app) =>
        app.get(ApiKeysService).revoke(workspaceId, options.id!),
      );
      if (!revoked.broadcast) {
        process.stderr.write(
          `${JSON.stringify({ warning: 'Redis was unreachable: the key is revoked in the database, and gateways stop accepting it when their cache entry expires (API_KEY_CACHE_TTL_MS).' })}\n`,
        );
      }
      print(revoked);
    });

  cli
    .command('workspace:list')
    .description(
      'List the workspaces, oldest first (at most 1,000): {"data": [{"workspaceId", "name", "createdAt"}]}.',
    )
    .action(async () => {
      const rows = await withContext(env, (app) => app.get(WorkspacesService).list(1000));
      print({
        data: rows.map((w) => ({ workspaceId: w.id, name: w.name, createdAt: w.createdAt.toISOString() })),
      });
    });

  cli
    .command('user:create')
    .description(
      'Create a console user with a role in a workspace, or add an existing user (same email, any case) to another workspace. ' +
        'With --password-stdin the password is read from stdin; otherwise a one-time set-password link, valid 7 days, is printed ' +
        'Prints {"userId","email","workspaceId","role","created","setPasswordLink"?,"linkExpiresAt"?}.',
    )
    .option('--email <email>', 'the email address the user signs in with')
    .option('--workspace <id>', 'workspace id')
    .option('--role <role>', `the user's role in the workspace: ${ROLES.join(', ')}`)
    .option(
      '--password-stdin',
      'read the password from stdin (12 to 256 characters) instead of printing a link',
    )
    .action(
      async (options: { email?: string; workspace?: string; role?: string; passwordStdin?: boolean }) => {
        const email = emailArg(options.email);
        const workspaceId = workspaceIdArg(options.workspace);
        const role = roleArg(options.role);
        const password = options.passwordStdin ? await passwordFromStdin() : undefined;
        const created = await withContext(env, (app) =>
          app.get(ConsoleUsersService).create({ email, workspaceId, role, password }),
        );
        const { passwordToken, ...user } = created;
        print({
          ...user,
          ...(passwordToken
            ? {
                setPasswordLink: setPasswordLink(env.CONSOLE_BASE_URL, passwordToken.token),
                linkExpiresAt: passwordToken.expiresAt.toISOString(),
              }
            : {}),
        });
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
    .action(async (options: { email?: string; passwordStdin?: boolean }) => {
      const email = emailArg(options.email);
      const password = options.passwordStdin ? await passwordFromStdin() : undefined;
      print(
        await withContext(env, async (app) => {
          const users = app.get(ConsoleUsersService);
          if (password !== undefined) {
            const changed = await users.setPassword(email, password);
            return {
              userId: changed.userId,
              email: changed.email,
              passwordSet: true,
              passwordChangedAt: changed.passwordChangedAt.toISOString(),
            };
          }
          const reset = await users.resetWithToken(email);
          return {
            userId: reset.userId,
            email: reset.email,
            passwordSet: false,
            setPasswordLink: setPasswordLink(env.CONSOLE_BASE_URL, reset.passwordToken.token),
            linkExpiresAt: reset.passwordToken.expiresAt.toISOString(),
          };
        }),
      );
    });

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
      const rows = await withContext(env, (app) => app.get(ConsoleUsersService).list(workspaceId));
      print({
        data: rows.map((u) => ({
          userId: u.id,
          email: u.email,
          createdAt: u.createdAt.toISOString(),
          passwordSet: u.passwordSet,
          memberships: u.memberships,
        })),
      });
    });

  cli
    .command('bootstrap')
    .description(
      'On an empty database: create a first workspace and an admin key, and print them. When no console user exists yet: ' +
        'create CONSOLE_OWNER_EMAIL as owner of the first workspace and print a one-time link to set its password and sign in.',
    )
    .action(async () => {
      print(
        await withContext(env, async (app) => {
          const workspaces = app.get(WorkspacesService);
          const existing = await workspaces.count();
          let result: Record<string, unknown>;
          let workspace: { id: string; name: string };
          if (existing > 0) {
            workspace = (await workspaces.list(1))[0];
            result = {
              created: false,
              reason: `the database already has ${existing} workspace(s); bootstrap only acts on an empty one, and keys are shown only when created`,
              next: 'npm run -s cli -- workspace:list, then npm run -s cli -- key:create --workspace <id> --scope keys:manage --name "Admin"',
            };
          } else {
            workspace = await workspaces.create('Local workspace');
            const key = await app
              .get(ApiKeysService)
              .create(workspace.id, { name: 'Bootstrap admin key', scopes: [...SCOPES] });
            result = { created: true, workspaceId: workspace.id, key };
          }
          const users = app.get(ConsoleUsersService);
          if ((await users.count()) > 0) return result;
          // The console is useless without someone to sign in: the first owner gets a link that
          // sets the password and signs in, so no password ever passes through a terminal or a log.
          const owner = await users.create({
            email: env.CONSOLE_OWNER_EMAIL,
            workspaceId: workspace.id,
            role: 'owner',
          });
          return {
            ...result,
            consoleOwner: {
              email: owner.email,
              workspaceId: workspace.id,
              workspaceName: workspace.name,
              setPasswordLink: setPasswordLink(env.CONSOLE_BASE_URL, owner.passwordToken!.token),
              linkExpiresAt: owner.passwordToken!.expiresAt.toISOString(),
            },
          };
        }),
      );
    });

  return cli;
}

function fail(error: CliError): never {
  process.stderr.write(
    `${JSON.stringify({ error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } })}\n`,
  );
  process.exit(error.exitCode);
}

async function main(argv: string[]): Promise<void> {
  let env: CliEnv;
  try {
    env = loadEnv(CliEnv, process.env);
  } catch (err) {
    if (err instanceof ConfigValidationError) fail(new CliError('invalid_configuration', err.message, 78));
    throw err;
  }
  try {
    await program(env).parseAsync(argv);
  } catch (err) {
    if (err instanceof CliError) fail(err);
    if (err instanceof ConsoleUserException) fail(new CliError(err.code, err.message, 1));
    if (err instanceof CommanderError) {
      if (err.exitCode === 0) process.exit(0); // --help, --version
      fail(
        CliError.usage(
          `${err.message.replace(/^error: /, '')}. Run with --help for the commands and options.`,
        ),
      );
    }
    if (err instanceof ProblemException) {
      const errors = err.options.errors;
      if (errors?.length) fail(CliError.usage(errors.map((e) => e.message).join(' '), errors));
      fail(new CliError(err.code, err.detail, 1));
    }
    fail(new CliError('failed', (err as Error).message ?? String(err), 1));
  }
  process.exit(0);
}

void main(process.argv);
