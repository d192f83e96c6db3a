import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PanelStreamService } from './panel-stream.service';

/**
 * Decides whether a live stream may start (capacity, campaign exists) before Nest starts it.
 * A Server-Sent Events answer commits its 200 and headers as soon as the handler is entered, so
 * a problem (404, 503) can only be answered from a guard, which runs before.
 */
@Injectable()
export class PanelStreamGuard implements CanActivate {
  constructor(private readonly streams: PanelStreamService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { workspaceId, campaignId } = context.switchToHttp().getRequest<FastifyRequest>().params as {
      workspaceId: string;
      campaignId: string;
    };
    await this.streams.admit(workspaceId, campaignId);
    return true;
  }
}
