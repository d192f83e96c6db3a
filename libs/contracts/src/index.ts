export * from './topics';
export * from './headers';
export * from './event-body.v1';
export * from './recorded-event.v1';
export * from './topic-payloads';
export * from './attribution-decision.v1';
export * from './submission-notice.v1';
export * from './webhook-command.v1';
