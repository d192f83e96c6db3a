import { Injectable } from '@nestjs/common';
import { Doorbell } from '@app/runtime';

/**
 * "New deliveries are due": the delivery loop's doorbell. The consumer rings it after a chunk's
 * deliveries are committed, so this replica's loop claims at once instead of at its next poll;
 * the loop rings it too when an attempt's end leaves room worth a claim. Other replicas find the
 * rows at their next poll (WEBHOOK_POLL_MS).
 */
@Injectable()
export class DueSignal extends Doorbell {}
