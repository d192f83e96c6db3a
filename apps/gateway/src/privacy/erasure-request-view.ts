/** What the API shows of an erasure request, put together from the gateway's row and each service's record. */
import { ServiceStatus } from './dto/erasure-service-progress.dto';

export type ErasureStatus = 'pending' | 'running' | 'completed' | 'failed';

/** The services that erase a copy of a contact's data, as the API names them. */
export const CONSUMER_SERVICES = ['attribution', 'reportProjection', 'webhookDispatcher'] as const;
export type ConsumerService = (typeof CONSUMER_SERVICES)[number];

export interface ServiceProgress {
  status: ServiceStatus;
  removed: Record<string, number>;
  completedAt: string | null;
}

export interface ErasureRequestView {
  id: string;
  status: ErasureStatus;
  contactCount: number;
  requestedAt: Date;
  completedAt: Date | null;
  services: Record<'gateway' | ConsumerService, ServiceProgress>;
  error: string | null;
}
