export * from './base.env';
export * from './gateway.env';
export * from './cli.env';
export * from './load-env';
export * from './config-validation.error';
export * from './typed-config.module';
export * from './attribution.env';
export * from './report-projection.env';
