export * from './kafka.service';
export * from './kafka.module';
export * from './typed-producer.service';
export * from './dead-letter';
export * from './managed-consumer';
export * from './batch-pipeline';
