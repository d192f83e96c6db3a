import { Injectable, Logger } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import {
  MESSAGE_HEADERS,
  WEBHOOK_COMMAND_SCHEMA_VERSION,
  WEBHOOK_COMMAND_TYPE,
  WebhookCommandV1,
  webhookCommandKey,
} from '@app/contracts';
import { ProblemCode, ProblemException } from '@app/http';
import { TypedProducer } from '@app/kafka';
import { requestTraceparent } from '@app/observability';

export type WebhookCommandRequest = Pick<WebhookCommandV1, 'kind' | 'workspaceId' | 'endpointId'> &
  Partial<Pick<WebhookCommandV1, 'messageId' | 'since' | 'until'>>;

/**
 * Hands what an integrator asked of deliveries (test, redeliver, recover) to the webhook
 * dispatcher, which owns them. The 202 is answered only once Kafka acknowledged the command
 * (acks=all); if Kafka cannot take it, the answer is 503 with Retry-After and nothing was queued,
 * so the integrator's retry is safe.
 */
@Injectable()
export class WebhookCommandsPublisher {
  private readonly logger = new Logger(WebhookCommandsPublisher.name);

  constructor(private readonly producer: TypedProducer) {}

  async publish(request: WebhookCommandRequest, now = new Date()): Promise<WebhookCommandV1> {
    const command: WebhookCommandV1 = {
      commandId: uuidv7(),
      kind: request.kind,
      workspaceId: request.workspaceId,
      endpointId: request.endpointId,
      messageId: request.messageId ?? null,
      since: request.since ?? null,
      until: request.until ?? null,
      requestedAt: now.toISOString(),
    };
    try {
      await this.producer.send('webhookCommands', [
        {
          key: webhookCommandKey(command),
          value: command,
          headers: {
            [MESSAGE_HEADERS.eventId]: command.commandId,
            [MESSAGE_HEADERS.type]: WEBHOOK_COMMAND_TYPE,
            [MESSAGE_HEADERS.schemaVersion]: String(WEBHOOK_COMMAND_SCHEMA_VERSION),
            // A trace of its own: the command starts the dispatcher's work (docs/kafka-contracts.md, Headers).
            [MESSAGE_HEADERS.traceparent]: requestTraceparent(undefined),
          },
        },
      ]);
    } catch (err) {
      this.logger.warn(`could not publish a webhook ${command.kind} command: ${(err as Error).message}`);
      throw new ProblemException(
        503,
        ProblemCode.Unavailable,
        'The request could not be handed to the webhook dispatcher because Kafka is unreachable; nothing was queued. Retry after the time in Retry-After.',
        { headers: { 'retry-after': '2' } },
      );
    }
    return command;
  }
}
