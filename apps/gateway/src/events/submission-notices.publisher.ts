import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Counter } from 'prom-client';
import { v7 as uuidv7 } from 'uuid';
import {
  MESSAGE_HEADERS,
  SUBMISSION_NOTICE_MAX_ERRORS,
  SUBMISSION_NOTICE_SCHEMA_VERSION,
  SUBMISSION_NOTICE_TYPE,
  SubmissionNoticeV1,
} from '@app/contracts';
import { FieldError } from '@app/http';
import { TypedProducer } from '@app/kafka';
import { MetricsService } from '@app/observability';
import { NormalizedEvent } from './event-rules';

/** Pending notices are sent at least this often. */
const FLUSH_EVERY_MS = 100;
/** Most campaigns with a notice waiting; beyond it new ones are dropped (and counted). */
const MAX_PENDING = 10_000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Tells the conversion-test panel about submissions that were not recorded: a duplicate, or a
 * body that failed validation but named a campaign. Notices are informational and never count,
 * so they are sent off the request path and best-effort: the answer to the integrator never
 * waits for Kafka, and a Kafka outage costs notices (counted in a metric), never an event.
 *
 * Only the latest notice per campaign is kept while waiting to be sent: the panel shows the
 * latest submission only, so a burst of duplicates for one campaign costs one message.
 */
@Injectable()
export class SubmissionNoticesPublisher implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SubmissionNoticesPublisher.name);
  private pending = new Map<string, SubmissionNoticeV1>();
  private timer?: NodeJS.Timeout;
  private sending?: Promise<void>;
  private readonly outcomes: Counter<'outcome'>;

  constructor(
    private readonly producer: TypedProducer,
    metrics: MetricsService,
  ) {
    this.outcomes = new Counter({
      name: 'submission_notices_total',
      help: 'Notices of submissions that were not recorded: sent, coalesced (a later one for the same campaign replaced it), dropped (queue full) or failed (Kafka refused).',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
  }

  duplicate(workspaceId: string, event: NormalizedEvent, original: { id: string; receivedAt: Date }): void {
    if (!event.campaignId) return;
    this.enqueue({
      noticeId: uuidv7(),
      workspaceId,
      campaignId: event.campaignId,
      kind: 'duplicate',
      receivedAt: new Date().toISOString(),
      externalId: event.externalId,
      name: event.name,
      // So that erasing the contact finds the panel entry this notice makes (docs/privacy.md#erasure).
      contactId: event.contactId,
      original: { eventId: original.id, receivedAt: original.receivedAt.toISOString() },
      errors: [],
      ...(event.test ? { test: true as const } : {}),
    });
  }

  /**
   * A body rejected by validation. Sent only when it names a valid campaignId (otherwise there
   * is no panel to show it on). Carries field names, codes and messages, never values, except
   * externalId, name and contactId when they are valid. `path` is the batch prefix
   * (`events[3].`) to strip; `test`: the caller's mode (a test key's rejections show on the panel
   * marked as test).
   */
  rejected(workspaceId: string, body: unknown, errors: FieldError[], path = '', test = false): void {
    if (typeof body !== 'object' || body === null) return;
    const fields = body as Record<string, unknown>;
    const bad = new Set(errors.map((e) => e.field.slice(path.length)));
    const valid = (field: string) =>
      typeof fields[field] === 'string' && !bad.has(field) ? (fields[field] as string) : null;
    const campaignId = valid('campaignId');
    if (!campaignId) return;
    // A valid contactId goes too, so that erasing the contact finds the panel entry this notice
    // makes (docs/privacy.md#erasure); the notice's schema bounds it as the event's does.
    const contactId = valid('contactId');
    this.enqueue({
      noticeId: uuidv7(),
      workspaceId,
      campaignId,
      kind: 'rejected',
      receivedAt: new Date().toISOString(),
      externalId: valid('externalId'),
      name: valid('name'),
      ...(contactId && contactId.length <= 128 ? { contactId } : {}),
      original: null,
      errors: errors.slice(0, SUBMISSION_NOTICE_MAX_ERRORS).map((e) => ({
        field: clip(e.field.slice(path.length), 200),
        code: clip(e.code, 100),
        message: clip(e.message, 500),
      })),
      ...(test ? { test: true as const } : {}),
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    await this.sending;
    await this.flush();
  }

  private enqueue(notice: SubmissionNoticeV1): void {
    // The panel keeps a live and a test entry per campaign: a test notice never replaces a live one.
    const key = `${notice.workspaceId}:${notice.campaignId}:${notice.test ? 'test' : 'live'}`;
    if (this.pending.has(key)) this.outcomes.inc({ outcome: 'coalesced' });
    else if (this.pending.size >= MAX_PENDING) {
      this.outcomes.inc({ outcome: 'dropped' });
      return;
    }
    this.pending.set(key, notice);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.sending = this.flush().finally(() => (this.sending = undefined));
    }, FLUSH_EVERY_MS);
  }

  private async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.entries()];
    this.pending = new Map();
    try {
      await this.producer.send(
        'submissionNotices',
        batch.map(([key, notice]) => ({
          key,
          value: notice,
          headers: {
            [MESSAGE_HEADERS.eventId]: notice.noticeId,
            [MESSAGE_HEADERS.type]: SUBMISSION_NOTICE_TYPE,
            [MESSAGE_HEADERS.schemaVersion]: String(SUBMISSION_NOTICE_SCHEMA_VERSION),
          },
        })),
      );
      this.outcomes.inc({ outcome: 'sent' }, batch.length);
    } catch (err) {
      this.outcomes.inc({ outcome: 'failed' }, batch.length);
      this.logger.warn(`could not send ${batch.length} submission notice(s): ${(err as Error).message}`);
    }
  }
}
