export * from './service-process';
export * from './consumer-health.controller';
export * from './consumer-transport';
export * from './consumer-app';
export * from './doorbell';
export * from './background-loop';
