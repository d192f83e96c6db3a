/** The console user commands: user:create, user:reset-password, user:list. */
import 'reflect-metadata';
import { ConsoleUsersService, emailProblem, isRole, passwordProblem, Role, ROLES } from '@app/auth';
import { CliError } from '../cli-error';
import { withContext } from './context';

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

export async function createUser(options: {
  email?: string;
  workspaceId: string;
  role?: string;
  passwordStdin?: boolean;
}) {
  const email = emailArg(options.email);
  const role = roleArg(options.role);
  const password = options.passwordStdin ? await passwordFromStdin() : undefined;
  return withContext(async (app, env) => {
    const { passwordToken, ...user } = await app
      .get(ConsoleUsersService)
      .create({ email, workspaceId: options.workspaceId, role, password });
    return {
      ...user,
      ...(passwordToken
        ? {
            setPasswordLink: setPasswordLink(env.CONSOLE_BASE_URL, passwordToken.token),
            linkExpiresAt: passwordToken.expiresAt.toISOString(),
          }
        : {}),
    };
  });
}

export async function resetPassword(options: { email?: string; passwordStdin?: boolean }) {
  const email = emailArg(options.email);
  const password = options.passwordStdin ? await passwordFromStdin() : undefined;
  return withContext(async (app, env) => {
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
  });
}

export async function listUsers(workspaceId: string | undefined) {
  const rows = await withContext((app) => app.get(ConsoleUsersService).list(workspaceId));
  return {
    data: rows.map((u) => ({
      userId: u.id,
      email: u.email,
      createdAt: u.createdAt.toISOString(),
      passwordSet: u.passwordSet,
      memberships: u.memberships,
    })),
  };
}
