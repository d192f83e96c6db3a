export * from './kafka.service';
export * from './kafka.module';
