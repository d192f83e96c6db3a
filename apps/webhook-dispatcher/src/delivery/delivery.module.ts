import { DynamicModule, Module, Provider } from '@nestjs/common';
import { WebhookDispatcherEnv } from '@app/config';
import { SecretCipher } from '@app/webhooks';
import { AddressGuard } from './address-guard';
import { CircuitBreaker } from './circuit-breaker';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveryMetrics } from './delivery-metrics';
import { DELIVERY_SETTINGS, DeliverySettings, DeliveryWorker } from './delivery-worker.service';
import { DueSignal } from './due-signal';
import { EndpointDirectory } from './endpoint-directory';
import { RetrySchedule } from './retry-schedule';
import { WebhookSender } from './webhook-sender';

/**
 * Delivering: a worker per replica claims due deliveries from the table and sends them, signed,
 * with retries, isolation between endpoints, and the SSRF guard (delivery-worker.service.ts
 * states the guarantees). `shared` brings the gateway's schema name (GATEWAY_SCHEMA), where
 * endpoints and their secrets are read.
 */
@Module({})
export class DeliveryModule {
  static forRoot(env: WebhookDispatcherEnv, shared: Provider[]): DynamicModule {
    const settings: DeliverySettings = {
      maxInFlight: env.WEBHOOK_MAX_IN_FLIGHT,
      maxInFlightPerEndpoint: env.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT,
      claimLeaseMs: env.WEBHOOK_CLAIM_LEASE_MS,
      pollMs: env.WEBHOOK_POLL_MS,
      requestTimeoutMs: env.WEBHOOK_REQUEST_TIMEOUT_MS,
      disableAfterSeconds: env.WEBHOOK_DISABLE_AFTER_SECONDS,
      backlogRefreshMs: 5000,
      recordFlushMs: 20,
      recordMaxBatch: 500,
    };
    return {
      module: DeliveryModule,
      providers: [
        ...shared,
        DueSignal,
        DeliveriesRepository,
        DeliveryMetrics,
        DeliveryWorker,
        { provide: DELIVERY_SETTINGS, useValue: settings },
        { provide: AddressGuard, useFactory: () => new AddressGuard(env.WEBHOOK_ALLOWED_CIDRS) },
        {
          provide: WebhookSender,
          useFactory: (guard: AddressGuard) =>
            new WebhookSender(guard, {
              allowHttp: env.WEBHOOK_ALLOW_HTTP,
              connectTimeoutMs: env.WEBHOOK_CONNECT_TIMEOUT_MS,
              requestTimeoutMs: env.WEBHOOK_REQUEST_TIMEOUT_MS,
            }),
          inject: [AddressGuard],
        },
        {
          provide: EndpointDirectory,
          useFactory: (repository: DeliveriesRepository) =>
            new EndpointDirectory(
              repository,
              SecretCipher.parse(env.WEBHOOK_SECRET_KEYS, env.WEBHOOK_SECRET_KEY_ID),
              env.WEBHOOK_ENDPOINT_CACHE_MS,
            ),
          inject: [DeliveriesRepository],
        },
        {
          provide: RetrySchedule,
          useFactory: () => RetrySchedule.parse(env.WEBHOOK_RETRY_SCHEDULE, env.WEBHOOK_RETRY_JITTER_PERCENT),
        },
        {
          provide: CircuitBreaker,
          useFactory: () => new CircuitBreaker(env.WEBHOOK_CIRCUIT_FAILURES, env.WEBHOOK_CIRCUIT_OPEN_MS),
        },
      ],
      exports: [DueSignal],
    };
  }
}
