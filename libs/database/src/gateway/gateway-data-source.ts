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
import { CreateAdjustments1765000000000 } from './migrations/1765000000000-create-adjustments';
import { AddApiKeyMode1765100000000 } from './migrations/1765100000000-add-api-key-mode';
import { AddEventTestMode1765200000000 } from './migrations/1765200000000-add-event-test-mode';
import { AddWebhookEndpointIncludeTestEvents1765300000000 } from './migrations/1765300000000-add-webhook-endpoint-include-test-events';
import { CreateErasureRequestsAndSuppressions1765400000000 } from './migrations/1765400000000-create-erasure-requests-and-suppressions';
import { AddWorkspaceRetentionSettings1765500000000 } from './migrations/1765500000000-add-workspace-retention-settings';

export const GATEWAY_ENTITIES = [WorkspaceEntity, ApiKeyEntity, EventEntity, CampaignEntity];
export const GATEWAY_MIGRATIONS = [
  CreateWorkspacesAndApiKeys1763800000000,
  CreateEventsAndOutbox1763900000000,
  CreateCampaigns1764000000000,
  CreateWebhookEndpoints1764400000000,
  CreateConsoleUsers1764600000000,
  CreateConsoleSessionsAndInvitations1764700000000,
  CreateAdjustments1765000000000,
  AddApiKeyMode1765100000000,
  AddEventTestMode1765200000000,
  AddWebhookEndpointIncludeTestEvents1765300000000,
  CreateErasureRequestsAndSuppressions1765400000000,
  AddWorkspaceRetentionSettings1765500000000,
];

/** The gateway's connection (workspaces, keys, events, adjustments, outbox, campaigns, webhook endpoints, console users and sessions). */
export function gatewayDataSourceOptions(env: DatabaseSettings): DataSourceOptions {
  return serviceDataSourceOptions('gateway', env, {
    entities: GATEWAY_ENTITIES,
    migrations: GATEWAY_MIGRATIONS,
  });
}
