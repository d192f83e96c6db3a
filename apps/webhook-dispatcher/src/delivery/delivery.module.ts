import { DynamicModule, Module, Provider } from '@nestjs/common';
import { SecretCipher } from '@app/webhooks';
import { DueSignal } from '../due-signal';
import { MessagesRepository } from '../messages/messages.repository';
import { OperationalNotices } from '../messages/operational-notices';
import { AddressGuard } from './address-guard';
import { AttemptRunner } from './attempt-runner';
import { CircuitBreaker } from './circuit-breaker';
import { ClaimPlanner } from './claim-planner';
import { ClaimsRepository } from './claims.repository';
import { DeliveryGauges } from './delivery-gauges';
import { DeliveryLanes } from './delivery-lanes';
import { DeliveryLoop } from './delivery-loop.service';
import { DeliveryLatencyMetrics } from './delivery-latency-metrics';
import { DeliveryMetrics } from './delivery-metrics';
import { DELIVERY_SETTINGS, DeliveryFeatureSettings } from './delivery-settings';
import { EndpointDirectory } from './endpoint-directory';
import { EndpointHealth } from './endpoint-health.service';
import { EndpointsRepository } from './endpoints.repository';
import { OutcomeRecorder, RECORDER_SETTINGS } from './outcome-recorder';
import { OutcomesRepository } from './outcomes.repository';
import { RetrySchedule } from './retry-schedule';
import { WebhookSender } from './webhook-sender';

/**
 * Delivering: one loop per replica claims due deliveries from the table and sends them, signed,
 * with retries, isolation between endpoints, and the SSRF guard (delivery-loop.service.ts states
 * the contract). `shared` brings the gateway's schema name (GATEWAY_SCHEMA), where endpoints and
 * their secrets are read. The DueSignal is exported for the consumer to ring.
 */
@Module({})
export class DeliveryModule {
  static forRoot(settings: DeliveryFeatureSettings, shared: Provider[]): DynamicModule {
    return {
      module: DeliveryModule,
      providers: [
        ...shared,
        { provide: DELIVERY_SETTINGS, useValue: settings.engine },
        { provide: RECORDER_SETTINGS, useValue: settings.recorder },
        DueSignal,
        ClaimsRepository,
        OutcomesRepository,
        EndpointsRepository,
        MessagesRepository,
        OperationalNotices,
        DeliveryMetrics,
        DeliveryLatencyMetrics,
        DeliveryLanes,
        OutcomeRecorder,
        ClaimPlanner,
        EndpointHealth,
        AttemptRunner,
        DeliveryGauges,
        DeliveryLoop,
        { provide: AddressGuard, useValue: new AddressGuard(settings.allowedCidrs) },
        {
          provide: WebhookSender,
          useFactory: (guard: AddressGuard) => new WebhookSender(guard, settings.sender),
          inject: [AddressGuard],
        },
        {
          provide: EndpointDirectory,
          useFactory: (repository: EndpointsRepository) =>
            new EndpointDirectory(
              repository,
              SecretCipher.parse(settings.endpoints.secretKeys, settings.endpoints.secretKeyId),
              settings.endpoints.cacheMs,
            ),
          inject: [EndpointsRepository],
        },
        {
          provide: RetrySchedule,
          useValue: RetrySchedule.parse(settings.retries.schedule, settings.retries.jitterPercent),
        },
        {
          provide: CircuitBreaker,
          useValue: new CircuitBreaker(settings.circuits.failures, settings.circuits.openMs),
        },
      ],
      exports: [DueSignal],
    };
  }
}
