import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyEntity, WorkspaceEntity } from '@app/database';
import { ApiKeyAuthenticator } from './api-key-authenticator.service';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeyRevocationBus } from './api-key-revocation.bus';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';
import { AUTH_SETTINGS, AuthSettings } from './auth-settings';
import { ConsoleUsersRepository } from './console-users/console-users.repository';
import { ConsoleUsersService } from './console-users/console-users.service';
import { PasswordHasher } from './console-users/password-hasher';
import { LastUsedTracker } from './last-used-tracker.service';
import { WorkspacesRepository } from './workspaces.repository';
import { WorkspacesService } from './workspaces.service';

interface AuthEnv {
  API_KEY_CACHE_TTL_MS: number;
  API_KEY_LAST_USED_FLUSH_MS: number;
}

/** Workspaces, API keys and the guard that checks them on every workspace route; console users. */
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
    { provide: APP_GUARD, useClass: ApiKeyGuard },
  ],
  exports: [
    WorkspacesService,
    ApiKeysService,
    ApiKeyAuthenticator,
    LastUsedTracker,
    ConsoleUsersService,
    PasswordHasher,
  ],
})
export class AuthModule {}
