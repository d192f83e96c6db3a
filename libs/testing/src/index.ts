export * from './factories';
export * from './log-capture';
export * from './needle-index';
export * from './secrets-audit';
export * from './secret-registry';
