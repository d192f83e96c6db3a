import { Injectable, Logger } from '@nestjs/common';
import { ProblemException } from '@app/http';
import { ContactHasher } from '@app/privacy';
import { WebhookAttemptDto } from '../webhooks/dto/webhook-attempt.dto';
import { contactIdError } from '../contacts/contact-id-rules';
import { ContactDataRepository } from './contact-data.repository';
import { ContactAdjustmentDto } from './dto/contact-adjustment.dto';
import { ContactDataDto } from './dto/contact-data.dto';
import { ContactEventDto } from './dto/contact-event.dto';
import { ErasureRequestsRepository } from './erasure-requests.repository';

/** How much of each list the export holds: the newest, with `truncated` saying when more exist. */
export const CONTACT_DATA_LIMITS = {
  events: 10_000,
  adjustments: 10_000,
  webhookMessages: 1_000,
  attempts: 20,
};

/**
 * The access export (docs/privacy.md#access): one document with everything the platform holds about
 * one contact of a workspace, read from each service's tables. Bounded: each list keeps its newest
 * entries up to CONTACT_DATA_LIMITS and says when it was cut. Logs never name the contact.
 */
@Injectable()
export class ContactDataService {
  private readonly logger = new Logger(ContactDataService.name);

  constructor(
    private readonly data: ContactDataRepository,
    private readonly requests: ErasureRequestsRepository,
    private readonly hasher: ContactHasher,
  ) {}

  async export(workspaceId: string, contactId: string, now = new Date()): Promise<ContactDataDto> {
    const error = contactIdError(contactId, 'contactId');
    if (error) throw ProblemException.validation([error]);
    const limits = CONTACT_DATA_LIMITS;
    // One more than shown tells whether the list was cut.
    const [events, adjustments, messages, suppressed] = await Promise.all([
      this.data.events(workspaceId, contactId, limits.events + 1),
      this.data.adjustments(workspaceId, contactId, limits.adjustments + 1),
      this.data.messages(workspaceId, contactId, limits.webhookMessages + 1),
      this.requests.isSuppressed(workspaceId, this.hasher.hash(workspaceId, contactId)),
    ]);
    const shownMessages = messages.slice(0, limits.webhookMessages);
    const deliveries = await this.data.deliveries(shownMessages.map((m) => m.id));
    const attempts = await this.data.attempts(deliveries, limits.attempts);
    this.logger.log(
      `contact data export for workspace ${workspaceId}: ${Math.min(events.length, limits.events)} event(s), ${Math.min(adjustments.length, limits.adjustments)} adjustment(s), ${shownMessages.length} webhook message(s)`,
    );
    return {
      contactId,
      workspaceId,
      generatedAt: now.toISOString(),
      events: events.slice(0, limits.events).map((row) => ContactEventDto.from(row)),
      adjustments: adjustments.slice(0, limits.adjustments).map((row) => ContactAdjustmentDto.from(row)),
      webhookMessages: shownMessages.map((message) => ({
        id: message.id,
        type: message.type,
        createdAt: message.createdAt.toISOString(),
        test: message.test,
        payload: JSON.parse(message.body) as unknown,
        deliveries: deliveries
          .filter((d) => d.messageId === message.id)
          .map((d) => ({
            endpointId: d.endpointId,
            status: d.status,
            attemptCount: d.attemptCount,
            createdAt: d.createdAt.toISOString(),
            lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
            lastError: d.lastError,
            attempts: attempts
              .filter((a) => a.endpointId === d.endpointId && a.messageId === d.messageId)
              .map((a) => WebhookAttemptDto.from(a)),
          })),
      })),
      suppressed,
      truncated: {
        events: events.length > limits.events,
        adjustments: adjustments.length > limits.adjustments,
        webhookMessages: messages.length > limits.webhookMessages,
      },
    };
  }
}
