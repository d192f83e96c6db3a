export * from './logger';
export * from './http-log.controller';
export * from './access-log-budget';
export * from './pino-nest-logger';
export * from './metrics.service';
export * from './metrics.module';
export * from './trace-context';
