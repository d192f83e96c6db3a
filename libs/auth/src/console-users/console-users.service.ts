import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { FieldError, ProblemException } from '@app/http';
import { ConsoleUserErrorCode, ConsoleUserException } from './console-user.exception';
import { ConsoleUserListRow, ConsoleUsersRepository } from './console-users.repository';
import { emailProblem } from './email-address';
import { newOneTimeToken, oneTimeTokenHash } from './one-time-token';
import { PasswordHasher } from './password-hasher';
import { passwordProblem } from './password-rules';
import { Role, ROLES, isRole } from './roles';

/** How long a set-password link works. */
export const PASSWORD_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
/** Most users one listing returns (the same bound as workspace:list). */
export const CONSOLE_USERS_LIST_LIMIT = 1000;

/** A one-time set-password token: returned once, stored only as its SHA-256. */
export interface IssuedPasswordToken {
  token: string;
  expiresAt: Date;
}

export interface CreateConsoleUserInput {
  email: string;
  workspaceId: string;
  role: Role;
  /** The password to set; without one, a set-password token is issued instead. */
  password?: string;
}

export interface CreatedConsoleUser {
  userId: string;
  email: string;
  workspaceId: string;
  role: Role;
  /** False when the user existed and only the membership was added. */
  created: boolean;
  /** Issued when the user has no password yet and none was given. */
  passwordToken?: IssuedPasswordToken;
}

export type ConsoleUserSummary = ConsoleUserListRow;

/**
 * Console users and their memberships, for the operator CLI and the console.
 *
 * - One user per email whatever its case; adding an existing email to another workspace adds a
 *   membership, never a second user, and never touches the existing user's password.
 * - Passwords are stored as Argon2id hashes only; set-password tokens as SHA-256 only. The token
 *   is returned once, to be shown once.
 * - Setting a password, or issuing a new token, voids the user's earlier unused tokens.
 */
@Injectable()
export class ConsoleUsersService {
  constructor(
    private readonly users: ConsoleUsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async create(input: CreateConsoleUserInput, now = new Date()): Promise<CreatedConsoleUser> {
    this.validate({ email: input.email, role: input.role, password: input.password });
    if (!(await this.users.workspaceExists(input.workspaceId))) {
      throw new ConsoleUserException(
        ConsoleUserErrorCode.WorkspaceNotFound,
        `Workspace ${input.workspaceId} does not exist. workspace:list shows the workspaces and their ids.`,
      );
    }
    const result = { workspaceId: input.workspaceId, role: input.role };

    const existing = await this.users.findByEmail(input.email);
    if (!existing) {
      const userId = randomUUID();
      const passwordHash = input.password !== undefined ? await this.hasher.hash(input.password) : null;
      const inserted = await this.users.insertUserWithMembership(
        { id: userId, email: input.email, passwordHash, at: now },
        result,
      );
      // Lost a race with a concurrent create of the same email: continue as for an existing user.
      if (!inserted) return this.create(input, now);
      const passwordToken = passwordHash ? undefined : await this.issueToken(userId, now);
      return {
        userId,
        email: input.email,
        ...result,
        created: true,
        ...(passwordToken ? { passwordToken } : {}),
      };
    }

    if (input.password !== undefined) {
      throw new ConsoleUserException(
        ConsoleUserErrorCode.UserExists,
        `A user with the email ${existing.email} already exists, and creating a membership never changes a password. Run again without the password to add the membership, and use user:reset-password to change the password.`,
      );
    }
    if (!(await this.users.insertMembership(existing.id, input.workspaceId, input.role, now))) {
      const role = await this.users.findRole(existing.id, input.workspaceId);
      throw new ConsoleUserException(
        ConsoleUserErrorCode.AlreadyMember,
        `${existing.email} is already a member of workspace ${input.workspaceId} with the role ${role ?? 'unknown'}; nothing was changed.`,
      );
    }
    // A user who never set a password gets a fresh link (an earlier one may be lost or expired).
    const passwordToken = existing.passwordHash ? undefined : await this.issueToken(existing.id, now);
    return {
      userId: existing.id,
      email: existing.email,
      ...result,
      created: false,
      ...(passwordToken ? { passwordToken } : {}),
    };
  }

  /** Replaces the user's password; earlier set-password links stop working. */
  async setPassword(
    email: string,
    password: string,
    now = new Date(),
  ): Promise<{ userId: string; email: string; passwordChangedAt: Date }> {
    this.validate({ password });
    const user = await this.requireUser(email);
    await this.users.replacePassword(user.id, await this.hasher.hash(password), now);
    return { userId: user.id, email: user.email, passwordChangedAt: now };
  }

  /**
   * Removes the user's password and issues a set-password token: a reset must also lock out
   * whoever knows the old password, until the user sets a new one through the link.
   */
  async resetWithToken(
    email: string,
    now = new Date(),
  ): Promise<{ userId: string; email: string; passwordToken: IssuedPasswordToken }> {
    const user = await this.requireUser(email);
    await this.users.replacePassword(user.id, null, now);
    return { userId: user.id, email: user.email, passwordToken: await this.issueToken(user.id, now) };
  }

  /**
   * Sets the password through a one-time link (the console's set-password page): the token works
   * once, within its 7 days. Every earlier session of the user ends.
   */
  async setPasswordWithToken(
    token: string,
    password: string,
    now = new Date(),
  ): Promise<{ id: string; email: string }> {
    this.validate({ password });
    const user = await this.users.setPasswordWithToken(
      oneTimeTokenHash(token),
      await this.hasher.hash(password),
      now,
    );
    if (!user) {
      throw ProblemException.validation([
        {
          field: 'token',
          code: 'invalid_value',
          message:
            'This set-password link is unknown, already used or expired (links work once, for 7 days). Ask an owner or operator for a new one (user:reset-password).',
        },
      ]);
    }
    return user;
  }

  /** How many console users exist (bootstrap makes the first). */
  count(): Promise<number> {
    return this.users.count();
  }

  /** The workspaces the user is a member of, by name, with their role. */
  memberships(userId: string) {
    return this.users.membershipsOf(userId);
  }

  /** Users (of one workspace, or all), oldest first; whether a password is set, never the hash. */
  async list(workspaceId?: string): Promise<ConsoleUserSummary[]> {
    if (workspaceId && !(await this.users.workspaceExists(workspaceId))) {
      throw new ConsoleUserException(
        ConsoleUserErrorCode.WorkspaceNotFound,
        `Workspace ${workspaceId} does not exist. workspace:list shows the workspaces and their ids.`,
      );
    }
    return this.users.list(CONSOLE_USERS_LIST_LIMIT, workspaceId);
  }

  private async issueToken(userId: string, now: Date): Promise<IssuedPasswordToken> {
    const token = newOneTimeToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS);
    await this.users.replacePasswordToken(userId, oneTimeTokenHash(token), expiresAt, now);
    return { token, expiresAt };
  }

  private async requireUser(email: string) {
    const user = await this.users.findByEmail(email);
    if (!user) {
      throw new ConsoleUserException(
        ConsoleUserErrorCode.UserNotFound,
        `No console user has the email ${email}. user:list shows the users; user:create adds one.`,
      );
    }
    return user;
  }

  /** The rules again at the service's edge, for callers other than the CLI (which checks first). */
  private validate(input: { email?: string; role?: string; password?: string }): void {
    const errors: FieldError[] = [];
    const email = input.email !== undefined ? emailProblem(input.email) : null;
    if (email) errors.push({ field: 'email', code: 'invalid_value', message: email });
    if (input.role !== undefined && !isRole(input.role))
      errors.push({
        field: 'role',
        code: 'invalid_value',
        message: `role must be one of ${ROLES.join(', ')}.`,
      });
    const password = input.password !== undefined ? passwordProblem(input.password) : null;
    if (password) errors.push({ field: 'password', code: 'invalid_value', message: password });
    if (errors.length > 0) throw ProblemException.validation(errors);
  }
}
