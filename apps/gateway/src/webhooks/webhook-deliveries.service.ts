import { Injectable } from '@nestjs/common';
import { ProblemException } from '@app/http';
import { MESSAGE_ID_PATTERN, newMessageId } from '@app/webhooks';
import { ListMessagesQuery } from './dto/list-messages.query';
import { MessageAcceptedDto } from './dto/message-accepted.dto';
import { RecoverAcceptedDto } from './dto/recover-accepted.dto';
import { RecoverMessagesDto } from './dto/recover-messages.dto';
import { WebhookMessageDetailDto } from './dto/webhook-message-detail.dto';
import { WebhookMessagePageDto } from './dto/webhook-message-page.dto';
import { WebhookMessageDto } from './dto/webhook-message.dto';
import { decodeMessageCursor, encodeMessageCursor } from './message-cursor';
import { WebhookCommandsPublisher } from './webhook-commands.publisher';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { recoverRange } from './webhook-rules';

const DEFAULT_LIMIT = 50;

function messageNotFound(endpointId: string, messageId: string): ProblemException {
  return ProblemException.notFound(`Message ${messageId} for webhook endpoint ${endpointId}`);
}

/**
 * An endpoint's deliveries: the log (read from the dispatcher's schema) and what may be asked of
 * them (test, recover, redeliver), handed to the dispatcher as commands. Every call first checks
 * that the endpoint is the caller's (404 otherwise).
 */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly commands: WebhookCommandsPublisher,
  ) {}

  async sendTest(workspaceId: string, endpointId: string): Promise<MessageAcceptedDto> {
    await this.endpoints.found(workspaceId, endpointId);
    const messageId = newMessageId();
    await this.commands.publish({ kind: 'test', workspaceId, endpointId, messageId });
    return { messageId };
  }

  /** Counts what the dispatcher will queue (failed, message created in the range), then asks it to. */
  async recover(
    workspaceId: string,
    endpointId: string,
    body: RecoverMessagesDto,
    now = new Date(),
  ): Promise<RecoverAcceptedDto> {
    const range = recoverRange(body.since, body.until, now);
    if ('errors' in range) throw ProblemException.validation(range.errors);
    await this.endpoints.found(workspaceId, endpointId);
    const count = await this.deliveries.countFailed(workspaceId, endpointId, range.since, range.until);
    await this.commands.publish(
      {
        kind: 'recover',
        workspaceId,
        endpointId,
        since: range.since.toISOString(),
        until: range.until.toISOString(),
      },
      now,
    );
    return { count };
  }

  async redeliver(workspaceId: string, endpointId: string, messageId: string): Promise<MessageAcceptedDto> {
    await this.endpoints.found(workspaceId, endpointId);
    if (
      !MESSAGE_ID_PATTERN.test(messageId) ||
      !(await this.deliveries.exists(workspaceId, endpointId, messageId))
    ) {
      throw messageNotFound(endpointId, messageId);
    }
    await this.commands.publish({ kind: 'redeliver', workspaceId, endpointId, messageId });
    return { messageId };
  }

  async list(
    workspaceId: string,
    endpointId: string,
    query: ListMessagesQuery,
  ): Promise<WebhookMessagePageDto> {
    const after = query.cursor === undefined ? undefined : decodeMessageCursor(query.cursor);
    if (after === null) {
      throw ProblemException.validation([
        {
          field: 'cursor',
          code: 'invalid_format',
          message: 'cursor must be a nextCursor value from a previous page, unchanged.',
        },
      ]);
    }
    await this.endpoints.found(workspaceId, endpointId);
    const limit = query.limit ?? DEFAULT_LIMIT;
    // One row more than asked tells whether there is a next page.
    const rows = await this.deliveries.list(workspaceId, endpointId, {
      status: query.status,
      type: query.type,
      after,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      data: page.map((row) => WebhookMessageDto.from(row)),
      nextCursor:
        rows.length > limit && last
          ? encodeMessageCursor({ createdAt: last.position, messageId: last.messageId })
          : null,
    };
  }

  async get(workspaceId: string, endpointId: string, messageId: string): Promise<WebhookMessageDetailDto> {
    await this.endpoints.found(workspaceId, endpointId);
    const row = MESSAGE_ID_PATTERN.test(messageId)
      ? await this.deliveries.find(workspaceId, endpointId, messageId)
      : null;
    if (!row) throw messageNotFound(endpointId, messageId);
    return WebhookMessageDetailDto.fromDelivery(row, await this.deliveries.attempts(endpointId, messageId));
  }
}
