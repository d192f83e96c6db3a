export * from './kafka.service';
export * from './kafka.module';
export * from './typed-producer.service';
export * from './dead-letter';
export * from './transport/kafka-batch.transport';
export * from './transport/kafka-batch.context';
export * from './transport/consumer-controller.decorator';
export { messageTraceparent } from './transport/chunk-tracing';
