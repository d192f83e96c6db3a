// Webhook data: queries of endpoints, their delivery log and the event-type catalog, and their
// cache keys, shared by the list section and the endpoint page.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { WebhookEventType } from '@/api/console-types';
import type { components } from '@/api/schema';

export type WebhookEndpoint = components['schemas']['WebhookEndpointDto'];
export type WebhookMessage = components['schemas']['WebhookMessageDto'];
export type MessageStatus = WebhookMessage['status'];

/**
 * Every webhook event type, in the order the console lists them. A record over the API's own type,
 * so a type the API gains and this list lacks (or one it no longer has) fails to compile.
 */
const EVENT_TYPE_SET = {
  'event.recorded': true,
  'conversion.counted': true,
  'conversion.not_counted': true,
  'conversion.retracted': true,
  'conversion.restated': true,
  'contact.erased': true,
  'webhook.test': true,
  'endpoint.disabled': true,
  'endpoint.enabled': true,
  'message.attempt.exhausted': true,
} as const satisfies Record<WebhookEventType, true>;

export const EVENT_TYPES = Object.keys(EVENT_TYPE_SET) as readonly WebhookEventType[];

export const endpointsKey = (workspaceId: string) =>
  ['workspaces', workspaceId, 'webhook-endpoints'] as const;

export const endpointsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: endpointsKey(workspaceId),
    queryFn: () =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/webhook-endpoints', { params: { path: { workspaceId } } }),
      ),
  });

export const endpointQuery = (workspaceId: string, endpointId: string) =>
  queryOptions({
    queryKey: [...endpointsKey(workspaceId), endpointId],
    queryFn: () =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}', {
          params: { path: { workspaceId, endpointId } },
        }),
      ),
  });

export interface MessageFilter {
  status?: MessageStatus;
  type?: WebhookEventType;
}

export const messagesQuery = (workspaceId: string, endpointId: string, filter: MessageFilter, limit = 25) =>
  infiniteQueryOptions({
    queryKey: [...endpointsKey(workspaceId), endpointId, 'messages', filter, limit],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/messages', {
          params: { path: { workspaceId, endpointId }, query: { ...filter, limit, cursor: pageParam } },
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const messageQuery = (workspaceId: string, endpointId: string, messageId: string) =>
  queryOptions({
    queryKey: [...endpointsKey(workspaceId), endpointId, 'message', messageId],
    queryFn: () =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/messages/{messageId}', {
          params: { path: { workspaceId, endpointId, messageId } },
        }),
      ),
  });

export const eventTypesQuery = () =>
  queryOptions({
    queryKey: ['webhook-event-types'],
    queryFn: () => unwrap(api.GET('/v1/webhook-event-types')),
    staleTime: 5 * 60_000,
  });
