import { Inject, Injectable, Logger } from '@nestjs/common';
import { ProblemCode, ProblemException } from '@app/http';
import {
  ENDPOINT_ID_PATTERN,
  endpointSwitchedMessageId,
  newEndpointId,
  newSigningSecret,
  SecretCipher,
} from '@app/webhooks';
import { CreateWebhookEndpointDto } from './dto/create-webhook-endpoint.dto';
import { CreatedWebhookEndpointDto } from './dto/created-webhook-endpoint.dto';
import { RotatedSecretDto } from './dto/rotated-secret.dto';
import { UpdateWebhookEndpointDto } from './dto/update-webhook-endpoint.dto';
import { WebhookEndpointDto } from './dto/webhook-endpoint.dto';
import { EndpointRow, WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookCommandsPublisher } from './webhook-commands.publisher';
import { DEFAULT_GRACE_SECONDS, effectiveState, urlErrors } from './webhook-rules';
import { WEBHOOK_SETTINGS, WebhookSettings } from './webhook-settings';

export function endpointNotFound(id: string): ProblemException {
  return ProblemException.notFound(`Webhook endpoint ${id}`);
}

/**
 * Webhook endpoints of a workspace: create, read, change, delete, rotate the signing secret.
 * Secrets are made here, sealed before they reach storage, and returned once; they are never
 * logged (no log line of this feature carries a request body or answer).
 */
@Injectable()
export class WebhookEndpointsService {
  private readonly logger = new Logger(WebhookEndpointsService.name);

  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly commands: WebhookCommandsPublisher,
    private readonly cipher: SecretCipher,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
  ) {}

  async create(workspaceId: string, body: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointDto> {
    const errors = urlErrors(body.url, this.settings.allowHttp);
    if (errors.length) throw ProblemException.validation(errors);
    const id = newEndpointId();
    const secret = newSigningSecret();
    const inserted = await this.endpoints.insertWithinLimit(
      {
        id,
        workspaceId,
        url: body.url,
        description: body.description ?? '',
        eventTypes: body.eventTypes ?? [],
        includeTestEvents: body.includeTestEvents ?? false,
        sealedSecret: this.cipher.seal(secret),
      },
      this.settings.maxEndpoints,
    );
    if (!inserted) {
      throw new ProblemException(
        409,
        ProblemCode.LimitExceeded,
        `This workspace already has ${this.settings.maxEndpoints} webhook endpoints. Delete one before creating another.`,
      );
    }
    const endpoint = WebhookEndpointDto.from(await this.found(workspaceId, id));
    return Object.assign(new CreatedWebhookEndpointDto(), endpoint, { secret });
  }

  /** The URL schemes create and update accept (the console's form says which). */
  urlSchemes(): ('https' | 'http')[] {
    return this.settings.allowHttp ? ['https', 'http'] : ['https'];
  }

  async list(workspaceId: string): Promise<WebhookEndpointDto[]> {
    return (await this.endpoints.list(workspaceId)).map((row) => WebhookEndpointDto.from(row));
  }

  async get(workspaceId: string, id: string): Promise<WebhookEndpointDto> {
    return WebhookEndpointDto.from(await this.found(workspaceId, id));
  }

  async update(workspaceId: string, id: string, body: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    const errors = urlErrors(body.url, this.settings.allowHttp);
    if (errors.length) throw ProblemException.validation(errors);
    const before =
      body.enabled !== undefined && ENDPOINT_ID_PATTERN.test(id)
        ? await this.endpoints.find(workspaceId, id)
        : null;
    if (!ENDPOINT_ID_PATTERN.test(id) || !(await this.endpoints.update(workspaceId, id, body))) {
      throw endpointNotFound(id);
    }
    const after = await this.found(workspaceId, id);
    if (before) await this.announceSwitch(before, after);
    return WebhookEndpointDto.from(after);
  }

  /**
   * An endpoint switched on from disabled, or off, through the API: the dispatcher sends its
   * endpoint.enabled or endpoint.disabled to the workspace's other endpoints subscribed to it
   * (docs/webhooks.md#operational-webhooks), with an id derived from the endpoint and the
   * switch's time. The change is made already: if Kafka cannot take the command, it stands, and
   * the notice is logged as not sent.
   */
  private async announceSwitch(before: EndpointRow, after: EndpointRow): Promise<void> {
    const enabled = effectiveState(after).enabled;
    if (effectiveState(before).enabled === enabled) return;
    const at = after.enabledChangedAt;
    const type = enabled ? 'endpoint.enabled' : 'endpoint.disabled';
    try {
      await this.commands.publish(
        {
          kind: enabled ? 'endpoint_enabled' : 'endpoint_disabled',
          workspaceId: after.workspaceId,
          endpointId: after.id,
          messageId: endpointSwitchedMessageId(after.id, at.toISOString(), type),
        },
        at,
      );
    } catch {
      this.logger.warn(`endpoint ${after.id} was switched, but its ${type} webhook could not be handed over`);
    }
  }

  /** Answers with the endpoint as it was; deliveries still queued for it end as failed. */
  async delete(workspaceId: string, id: string): Promise<WebhookEndpointDto> {
    const row = await this.found(workspaceId, id);
    if (!(await this.endpoints.delete(workspaceId, id))) throw endpointNotFound(id);
    return WebhookEndpointDto.from(row);
  }

  async rotateSecret(
    workspaceId: string,
    id: string,
    graceSeconds = DEFAULT_GRACE_SECONDS,
  ): Promise<RotatedSecretDto> {
    if (!ENDPOINT_ID_PATTERN.test(id)) throw endpointNotFound(id);
    const secret = newSigningSecret();
    const rotation = await this.endpoints.rotateSecret(
      workspaceId,
      id,
      this.cipher.seal(secret),
      graceSeconds,
    );
    if (!rotation) throw endpointNotFound(id);
    return Object.assign(new RotatedSecretDto(), {
      secret,
      previousSecretExpiresAt: rotation.previousExpiresAt?.toISOString() ?? null,
    });
  }

  /** The endpoint, or 404; an id that cannot be an endpoint id gets the same 404 as an unknown one. */
  async found(workspaceId: string, id: string): Promise<EndpointRow> {
    const row = ENDPOINT_ID_PATTERN.test(id) ? await this.endpoints.find(workspaceId, id) : null;
    if (!row) throw endpointNotFound(id);
    return row;
  }
}
