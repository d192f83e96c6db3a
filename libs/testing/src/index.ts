export * from './factories';
export * from './log-capture';
