export { ConversionClient, type ClientOptions } from './conversion-client';
export { ConversionApiError, ConversionNetworkError, ConversionTimeoutError } from './errors';
export {
  EventQueue,
  ConversionRejectedError,
  ConversionQueueFullError,
  type QueueOptions,
  type QueueStats,
} from './event-queue';
export type { ClientStats } from './http-transport';
export { DEFAULT_RETRY, type RetryOptions } from './retry-policy';
export { Webhook, WebhookVerificationError } from './webhook';
export * from './webhook-payloads';
export * from './types';
