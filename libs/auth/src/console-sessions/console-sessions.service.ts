import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ProblemCode, ProblemException } from '@app/http';
import { ConsoleUsersRepository } from '../console-users/console-users.repository';
import { newOneTimeToken, oneTimeTokenHash } from '../console-users/one-time-token';
import { PasswordHasher } from '../console-users/password-hasher';
import { CONSOLE_SESSION_SETTINGS, ConsoleSessionSettings } from './console-session-settings';
import { ConsoleSessionsRepository } from './console-sessions.repository';
import { csrfTokenFor } from './csrf';
import { LoginThrottle } from './login-throttle.service';

/** A signed-in console user, as a request sees it. */
export interface ConsoleSession {
  /** The cookie's value: never logged, never stored (the table holds its SHA-256). */
  sessionId: string;
  userId: string;
  email: string;
  csrfToken: string;
  /** When the session ends however active it is (the absolute timeout). */
  expiresAt: Date;
}

const INVALID_CREDENTIALS = 'The email or password is incorrect.';
/** last_seen_at is written at most this often: idle timeouts are minutes, a write per request is waste. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Console sign-in and sessions (OWASP session management cheat sheet).
 *
 * - Sign-in checks the throttle first, then the password with Argon2id. An unknown email costs the
 *   same hash as a known one, and both failures get the same words, so neither timing nor text
 *   tells whether an account exists.
 * - Every sign-in makes a new random session id (never one the browser brought along), so a
 *   planted cookie cannot become a signed-in session.
 * - A session ends at its absolute expiry, after the idle timeout, at sign-out, at "sign out
 *   everywhere", and when the user's password changes. Each end is a row deleted: immediate on
 *   every replica.
 */
@Injectable()
export class ConsoleSessionsService implements OnModuleInit {
  /** A real Argon2id hash of a random password, verified against when the email is unknown. */
  private decoyHash = '';

  constructor(
    private readonly sessions: ConsoleSessionsRepository,
    private readonly users: ConsoleUsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    @Inject(CONSOLE_SESSION_SETTINGS) private readonly settings: ConsoleSessionSettings,
  ) {}

  async onModuleInit(): Promise<void> {
    this.decoyHash = await this.hasher.hash(newOneTimeToken());
  }

  async signIn(email: string, password: string, clientIp: string, now = new Date()): Promise<ConsoleSession> {
    await this.throttle.check(email, clientIp);
    const user = await this.users.findByEmail(email.trim());
    const matches = await this.hasher.verify(user?.passwordHash ?? this.decoyHash, password);
    if (!user || !user.passwordHash || !matches) {
      await this.throttle.recordFailure(email, clientIp);
      throw new ProblemException(401, ProblemCode.InvalidCredentials, INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(email);
    return this.open({ id: user.id, email: user.email }, now);
  }

  /** Starts a session for a user whose identity is already proven (a password, a one-time link). */
  async open(user: { id: string; email: string }, now = new Date()): Promise<ConsoleSession> {
    const sessionId = newOneTimeToken();
    const expiresAt = new Date(now.getTime() + this.settings.maxAgeMs);
    await this.sessions.insert(oneTimeTokenHash(sessionId), user.id, now, expiresAt, this.idleCutoff(now));
    return { sessionId, userId: user.id, email: user.email, csrfToken: csrfTokenFor(sessionId), expiresAt };
  }

  /** The live session with this id, or null (unknown, signed out, expired or idle too long). */
  async resolve(sessionId: string, now = new Date()): Promise<ConsoleSession | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return null;
    const idHash = oneTimeTokenHash(sessionId);
    const row = await this.sessions.find(idHash);
    if (!row) return null;
    if (row.expiresAt <= now || row.lastSeenAt <= this.idleCutoff(now)) {
      await this.sessions.delete(idHash);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await this.sessions.touch(idHash, now);
    return {
      sessionId,
      userId: row.userId,
      email: row.email,
      csrfToken: csrfTokenFor(sessionId),
      expiresAt: row.expiresAt,
    };
  }

  async end(sessionId: string): Promise<void> {
    await this.sessions.delete(oneTimeTokenHash(sessionId));
  }

  /** Sign out everywhere: every session of the user, this one included. */
  async endAll(userId: string): Promise<number> {
    return this.sessions.deleteAllOf(userId);
  }

  private idleCutoff(now: Date): Date {
    return new Date(now.getTime() - this.settings.idleTimeoutMs);
  }
}
