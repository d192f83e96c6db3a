import { Inject, Injectable } from '@nestjs/common';
import { ClaimedDelivery } from './claims.repository';
import { DELIVERY_SETTINGS, DeliverySettings } from './delivery-settings';
import { EndpointEntry } from './endpoint-directory';
import { EndpointLanes } from './endpoint-lanes';

/** A claimed delivery with its endpoint, in flight or queued in its lane. */
export interface Work {
  delivery: ClaimedDelivery;
  endpoint: EndpointEntry;
}

/**
 * This replica's lanes of claimed deliveries, shared by the loop, the claim planner and endpoint
 * health. Two rounds of attempts queue behind those in flight where the last queued can wait
 * them out and still have its own attempt within the lease; otherwise queued ones would only be
 * given back, so nothing is queued.
 */
@Injectable()
export class DeliveryLanes extends EndpointLanes<Work> {
  constructor(@Inject(DELIVERY_SETTINGS) settings: DeliverySettings) {
    const queueable = settings.claimLeaseMs >= 3 * (settings.requestTimeoutMs + settings.leaseMarginMs);
    super(settings.maxInFlightPerEndpoint, queueable ? 2 * settings.maxInFlightPerEndpoint : 0);
  }
}
