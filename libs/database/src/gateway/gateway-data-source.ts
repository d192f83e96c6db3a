import { DataSourceOptions } from 'typeorm';
import { DatabaseSettings, serviceDataSourceOptions } from '../service-data-source';
import { ApiKeyEntity } from './api-key.entity';
import { WorkspaceEntity } from './workspace.entity';
import { CreateWorkspacesAndApiKeys1763800000000 } from './migrations/1763800000000-create-workspaces-and-api-keys';
import { CreateEventsAndOutbox1763900000000 } from './migrations/1763900000000-create-events-and-outbox';
import { EventEntity } from './event.entity';
import { CampaignEntity } from './campaign.entity';
import { CreateCampaigns1764000000000 } from './migrations/1764000000000-create-campaigns';
import { CreateWebhookEndpoints1764400000000 } from './migrations/1764400000000-create-webhook-endpoints';
import { CreateConsoleUsers1764600000000 } from './migrations/1764600000000-create-console-users';
import { CreateConsoleSessionsAndInvitations1764700000000 } from './migrations/1764700000000-create-console-sessions-and-invitations';

export const GATEWAY_ENTITIES = [WorkspaceEntity, ApiKeyEntity, EventEntity, CampaignEntity];
export const GATEWAY_MIGRATIONS = [
  CreateWorkspacesAndApiKeys1763800000000,
  CreateEventsAndOutbox1763900000000,
  CreateCampaigns1764000000000,
  CreateWebhookEndpoints1764400000000,
  CreateConsoleUsers1764600000000,
  CreateConsoleSessionsAndInvitations1764700000000,
];

/** The gateway's connection (workspaces, keys, events, outbox, campaigns, webhook endpoints, console users and sessions). */
export function gatewayDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  return serviceDataSourceOptions('gateway', env, {
    entities: GATEWAY_ENTITIES,
    migrations: GATEWAY_MIGRATIONS,
  });
}
