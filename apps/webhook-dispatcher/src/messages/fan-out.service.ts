import { Injectable, Logger } from '@nestjs/common';
import {
  AdjustmentDecisionV1,
  AttributionDecisionV1,
  ContactErasedV1,
  RecordedEventV1,
  TOPICS,
  WebhookCommandV1,
} from '@app/contracts';
import { Counter } from 'prom-client';
import { MetricsService } from '@app/observability';
import { ContactMention, ErasedContacts } from '@app/privacy';
import { DueSignal } from '../due-signal';
import { DeliveryKey, MessagesRepository, SubscribedEndpoint } from './messages.repository';
import { OperationalNotices } from './operational-notices';
import {
  adjustmentMessage,
  contactErasedMessage,
  decisionMessage,
  MessageDraft,
  recordedMessage,
  testMessage,
} from './webhook-payloads';

// Map.groupBy arrives in Node 21; the platform runs on 20.
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The reason an endpoint switched off through the API shows (the gateway's webhook-rules.ts). */
const DISABLED_THROUGH_API = 'disabled through the API';

/**
 * Whether an endpoint wants a message: subscribed to its type, including test traffic if the
 * message is test traffic (docs/webhooks.md#test-traffic), and existing when it happened.
 */
export function wants(endpoint: SubscribedEndpoint, message: MessageDraft): boolean {
  return (
    (endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(message.type)) &&
    (!message.test || endpoint.includeTestEvents) &&
    endpoint.createdAt.getTime() <= Date.parse(message.occurredAt)
  );
}

/**
 * Turns what the dispatcher consumes into messages and deliveries, in the chunk's transaction
 * (the transport commits the offsets only after it returns):
 * 1. build each message (its id derived from the event, or adjustment, and type; its body
 *    serialised once);
 * 2. read the enabled endpoints of the chunk's workspaces, and pair each message with every one
 *    that wants it (test traffic: only those that include test events); a message no endpoint
 *    wants is not stored at all;
 * 3. of the wanted ones, drop those about a contact this service erased after they were recorded
 *    (ErasedContacts, docs/privacy.md#erasure): they were in flight when it erased;
 * 4. insert messages and deliveries, in one statement, ON CONFLICT DO NOTHING, so a replay or a
 *    redelivered Kafka message adds nothing;
 * 5. after the commit, wake this replica's delivery workers.
 * The deliveries themselves run from the table (delivery/), never from Kafka.
 */
@Injectable()
export class FanOutService {
  private readonly logger = new Logger(FanOutService.name);
  private readonly created: Counter<'type'>;

  constructor(
    private readonly messages: MessagesRepository,
    private readonly due: DueSignal,
    private readonly erased: ErasedContacts,
    private readonly notices: OperationalNotices,
    metrics: MetricsService,
  ) {
    this.created = new Counter({
      name: 'webhook_deliveries_created_total',
      help: 'Deliveries created (one per message and subscribed endpoint), by event type.',
      labelNames: ['type'],
      registers: [metrics.registry],
    });
  }

  /** `traceparents`: each one's trace, kept with its message (docs/operations.md#traces). */
  recordedEvents(events: RecordedEventV1[], traceparents: (string | undefined)[] = []): Promise<void> {
    return this.fanOut(
      events.map((e, i) => ({
        draft: recordedMessage(e),
        mention: { ...e, topic: TOPICS.recordedEvents.name },
        traceparent: traceparents[i],
      })),
    );
  }

  decisions(decisions: AttributionDecisionV1[], traceparents: (string | undefined)[] = []): Promise<void> {
    return this.fanOut(
      decisions.map((d, i) => ({
        draft: decisionMessage(d),
        mention: { ...d, topic: TOPICS.attributionDecisions.name },
        traceparent: traceparents[i],
      })),
    );
  }

  /** Outcomes of adjustments: the applied ones become messages, the rest send nothing. */
  adjustmentDecisions(
    decisions: AdjustmentDecisionV1[],
    traceparents: (string | undefined)[] = [],
  ): Promise<void> {
    return this.fanOut(
      decisions.flatMap((d, i) => {
        const draft = adjustmentMessage(d);
        const mention: ContactMention = {
          workspaceId: d.workspaceId,
          contactId: d.event.contactId,
          receivedAt: d.receivedAt,
          topic: TOPICS.adjustmentDecisions.name,
        };
        return draft ? [{ draft, mention, traceparent: traceparents[i] }] : [];
      }),
    );
  }

  /**
   * The gateway's notices of erased contacts (docs/privacy.md#downstream-notices): a
   * contact.erased message each, for the endpoints subscribed to it. Never checked against the
   * erased contacts, which they are all about.
   */
  contactsErased(notices: ContactErasedV1[]): Promise<void> {
    return this.fanOut(notices.map((n) => ({ draft: contactErasedMessage(n), mention: null })));
  }

  /** `mention`: the contact the draft is about, for the tombstone check (null: none). */
  private async fanOut(
    drafts: { draft: MessageDraft; mention: ContactMention | null; traceparent?: string }[],
  ): Promise<void> {
    if (drafts.length === 0) return;
    const counts = await this.messages.transaction(async (tx) => {
      const workspaceIds = [...new Set(drafts.map((m) => m.draft.workspaceId))];
      const endpoints = await this.messages.enabledEndpoints(tx, workspaceIds);
      const byWorkspace = groupBy(endpoints, (e) => e.workspaceId);
      const targeted = drafts.flatMap((d) => {
        const targets = (byWorkspace.get(d.draft.workspaceId) ?? []).filter((e) => wants(e, d.draft));
        return targets.length > 0 ? [{ ...d, targets }] : [];
      });
      // Only what some endpoint wants is checked: a workspace without webhooks costs no check.
      const kept = await this.erased.keep(tx, targeted, (t) => t.mention);
      const wanted: (MessageDraft & { traceparent?: string })[] = [];
      const deliveries: DeliveryKey[] = [];
      for (const { draft: message, targets, traceparent } of kept) {
        wanted.push(traceparent ? { ...message, traceparent } : message);
        for (const endpoint of targets) {
          deliveries.push({
            endpointId: endpoint.id,
            messageId: message.id,
            workspaceId: message.workspaceId,
            type: message.type,
          });
        }
      }
      await this.messages.insertMessagesAndDeliveries(tx, wanted, deliveries);
      return groupBy(deliveries, (d) => d.type);
    });
    for (const [type, list] of counts) this.created.inc({ type }, list.length);
    if (counts.size > 0) this.due.ring();
  }

  /**
   * What integrators asked through the API (libs/contracts webhook-command.v1.ts), each carried
   * out once: a command id already applied (a redelivery, a replay of the topic) does nothing.
   */
  async commands(commands: WebhookCommandV1[]): Promise<void> {
    let queued = 0;
    await this.messages.transaction(async (tx) => {
      const fresh = await this.messages.markCommandsApplied(
        tx,
        commands.map((c) => c.commandId),
      );
      for (const c of commands.filter((command) => fresh.has(command.commandId))) {
        if (!(await this.messages.endpointExists(tx, c.workspaceId, c.endpointId))) {
          this.logger.warn(`${c.kind} for endpoint ${c.endpointId}, which no longer exists: nothing to do`);
          continue;
        }
        if (c.kind === 'test' && c.messageId) {
          const message = testMessage(c.messageId, c.workspaceId, c.endpointId, c.requestedAt);
          queued += await this.messages.insertMessagesAndDeliveries(
            tx,
            [message],
            [
              {
                endpointId: c.endpointId,
                messageId: message.id,
                workspaceId: c.workspaceId,
                type: message.type,
              },
            ],
          );
        } else if (c.kind === 'redeliver' && c.messageId) {
          queued += (await this.messages.requeue(tx, c.endpointId, c.messageId)) ? 1 : 0;
        } else if (c.kind === 'recover' && c.since) {
          queued += await this.messages.requeueFailed(tx, c.endpointId, c.since, c.until ?? c.requestedAt);
        } else if ((c.kind === 'endpoint_enabled' || c.kind === 'endpoint_disabled') && c.messageId) {
          queued += await this.notices.endpointSwitched(
            tx,
            c.endpointId,
            c.kind,
            c.messageId,
            c.requestedAt,
            DISABLED_THROUGH_API,
          );
        }
      }
    });
    if (queued > 0) this.due.ring();
  }
}
