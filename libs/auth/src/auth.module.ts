import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyEntity, WorkspaceEntity } from '@app/database';
import { ApiKeyAuthenticator } from './api-key-authenticator.service';
import { ApiAuthGuard } from './api-auth.guard';
import { ApiKeyRevocationBus } from './api-key-revocation.bus';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';
import { AUTH_SETTINGS, AuthSettings } from './auth-settings';
import {
  CONSOLE_SESSION_SETTINGS,
  ConsoleSessionSettings,
} from './console-sessions/console-session-settings';
import { ConsoleSessionsRepository } from './console-sessions/console-sessions.repository';
import { ConsoleSessionsService } from './console-sessions/console-sessions.service';
import { LoginThrottle } from './console-sessions/login-throttle.service';
import { SessionAuthenticator } from './console-sessions/session-authenticator.service';
import { ConsoleUsersRepository } from './console-users/console-users.repository';
import { ConsoleUsersService } from './console-users/console-users.service';
import { PasswordHasher } from './console-users/password-hasher';
import { LastUsedTracker } from './last-used-tracker.service';
import { WorkspacesRepository } from './workspaces.repository';
import { WorkspacesService } from './workspaces.service';

interface AuthEnv {
  API_KEY_CACHE_TTL_MS: number;
  API_KEY_LAST_USED_FLUSH_MS: number;
  CONSOLE_BASE_URL: string;
  CONSOLE_SESSION_IDLE_MINUTES: number;
  CONSOLE_SESSION_MAX_HOURS: number;
  CONSOLE_LOGIN_MAX_FAILURES_PER_EMAIL: number;
  CONSOLE_LOGIN_MAX_FAILURES_PER_IP: number;
  CONSOLE_LOGIN_WINDOW_SECONDS: number;
}

/**
 * Workspaces, API keys, console users and their sessions, and the guard that checks a key or a
 * session on every protected route.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WorkspaceEntity, ApiKeyEntity])],
  providers: [
    {
      provide: AUTH_SETTINGS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AuthEnv>): AuthSettings => ({
        cacheTtlMs: config.get('API_KEY_CACHE_TTL_MS') ?? 60_000,
        lastUsedFlushMs: config.get('API_KEY_LAST_USED_FLUSH_MS') ?? 15_000,
      }),
    },
    {
      provide: CONSOLE_SESSION_SETTINGS,
      inject: [ConfigService],
      // The CLI has no console variables but for the base URL: it uses the defaults.
      useFactory: (config: ConfigService<AuthEnv>): ConsoleSessionSettings => ({
        baseUrl: config.get('CONSOLE_BASE_URL') ?? 'http://127.0.0.1:3000',
        idleTimeoutMs: (config.get('CONSOLE_SESSION_IDLE_MINUTES') ?? 30) * 60_000,
        maxAgeMs: (config.get('CONSOLE_SESSION_MAX_HOURS') ?? 12) * 3_600_000,
        maxFailuresPerEmail: config.get('CONSOLE_LOGIN_MAX_FAILURES_PER_EMAIL') ?? 5,
        maxFailuresPerIp: config.get('CONSOLE_LOGIN_MAX_FAILURES_PER_IP') ?? 50,
        failureWindowSeconds: config.get('CONSOLE_LOGIN_WINDOW_SECONDS') ?? 900,
      }),
    },
    WorkspacesRepository,
    ApiKeysRepository,
    WorkspacesService,
    ApiKeysService,
    ApiKeyRevocationBus,
    ApiKeyAuthenticator,
    LastUsedTracker,
    PasswordHasher,
    ConsoleUsersRepository,
    ConsoleUsersService,
    ConsoleSessionsRepository,
    ConsoleSessionsService,
    LoginThrottle,
    SessionAuthenticator,
    { provide: APP_GUARD, useClass: ApiAuthGuard },
  ],
  exports: [
    WorkspacesService,
    ApiKeysService,
    ApiKeyAuthenticator,
    LastUsedTracker,
    ConsoleUsersService,
    ConsoleUsersRepository,
    ConsoleSessionsService,
    SessionAuthenticator,
    CONSOLE_SESSION_SETTINGS,
    PasswordHasher,
  ],
})
export class AuthModule {}
