export * from './logger-options';
export * from './metrics.service';
export * from './metrics.module';
export * from './trace-context';
