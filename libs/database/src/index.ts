export * from './schema-name';
export * from './run-migrations';
export * from './gateway/gateway-data-source';
export * from './gateway/workspace.entity';
export * from './gateway/api-key.entity';
export * from './gateway/event.entity';
export * from './gateway/campaign.entity';
