export * from './factories';
export * from './log-capture';
export * from './secrets-audit';
export * from './secret-registry';
