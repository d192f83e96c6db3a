// Webhook endpoint changes and the cached answers each one makes stale. The endpoints' key
// covers the list, each endpoint and its delivery log, so one invalidation refreshes all three.
// A test, a redelivery or a recovery creates its delivery moments later (the dispatcher's
// doing), so those look again after a short wait instead of at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { gettingStartedKey } from '@/features/home/getting-started-queries';
import type { MutationCallbacks } from '@/shared/mutation-callbacks';
import { endpointsKey } from './webhook-queries';

export type CreatedEndpoint = components['schemas']['CreatedWebhookEndpointDto'];
type EndpointBody = components['schemas']['CreateWebhookEndpointDto'];
type EndpointChange = components['schemas']['UpdateWebhookEndpointDto'];

/** How long after a test message the log is read again: the first look, and a later one. */
const TEST_LOOKS_MS = [1000, 3000];
const REDELIVER_LOOK_MS = 1000;
const RECOVER_LOOK_MS = 1500;

function useRefreshEndpoints(workspaceId: string) {
  const client = useQueryClient();
  return (afterMs = 0) => {
    const refresh = () => void client.invalidateQueries({ queryKey: endpointsKey(workspaceId) });
    if (afterMs === 0) refresh();
    else window.setTimeout(refresh, afterMs);
  };
}

export function useCreateWebhookEndpoint(workspaceId: string, then: MutationCallbacks<CreatedEndpoint> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody) =>
      unwrap(
        api.POST('/v1/workspaces/{workspaceId}/webhook-endpoints', {
          params: { path: { workspaceId } },
          body,
        }),
      ),
    onSuccess: (endpoint) => {
      void client.invalidateQueries({ queryKey: endpointsKey(workspaceId) });
      void client.invalidateQueries({ queryKey: gettingStartedKey(workspaceId) });
      then.onSuccess?.(endpoint);
    },
    onError: then.onError,
  });
}

/** PATCH: the settings form's URL, description and types, or the enabled switch. */
export function useUpdateWebhookEndpoint(
  workspaceId: string,
  endpointId: string,
  then: MutationCallbacks<unknown> = {},
) {
  const refresh = useRefreshEndpoints(workspaceId);
  return useMutation({
    mutationFn: (body: EndpointChange) =>
      unwrap(
        api.PATCH('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}', {
          params: { path: { workspaceId, endpointId } },
          body,
        }),
      ),
    onSuccess: (answer) => {
      refresh();
      then.onSuccess?.(answer);
    },
    onError: then.onError,
  });
}

export function useSendTestMessage(workspaceId: string, endpointId: string) {
  const refresh = useRefreshEndpoints(workspaceId);
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/test', {
          params: { path: { workspaceId, endpointId } },
        }),
      ),
    onSuccess: () => {
      for (const afterMs of TEST_LOOKS_MS) refresh(afterMs);
    },
  });
}

export function useDeleteWebhookEndpoint(
  workspaceId: string,
  endpointId: string,
  then: MutationCallbacks<unknown> = {},
) {
  const client = useQueryClient();
  const refresh = useRefreshEndpoints(workspaceId);
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.DELETE('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}', {
          params: { path: { workspaceId, endpointId } },
        }),
      ),
    onSuccess: (answer) => {
      client.removeQueries({ queryKey: [...endpointsKey(workspaceId), endpointId] });
      refresh();
      then.onSuccess?.(answer);
    },
  });
}

/** A new signing secret, shown once; nothing cached holds a secret, so nothing is refreshed. */
export function useRotateSecret(workspaceId: string, endpointId: string) {
  return useMutation({
    mutationFn: (graceSeconds: number) =>
      unwrap(
        api.POST('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/rotate-secret', {
          params: { path: { workspaceId, endpointId } },
          body: { graceSeconds },
        }),
      ),
  });
}

export function useRecoverMessages(
  workspaceId: string,
  endpointId: string,
  then: MutationCallbacks<unknown> = {},
) {
  const refresh = useRefreshEndpoints(workspaceId);
  return useMutation({
    mutationFn: (since: string) =>
      unwrap(
        api.POST('/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/recover', {
          params: { path: { workspaceId, endpointId } },
          body: { since },
        }),
      ),
    onSuccess: (answer) => {
      refresh(RECOVER_LOOK_MS);
      then.onSuccess?.(answer);
    },
    onError: then.onError,
  });
}

export function useRedeliverMessage(workspaceId: string, endpointId: string, messageId: string) {
  const refresh = useRefreshEndpoints(workspaceId);
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST(
          '/v1/workspaces/{workspaceId}/webhook-endpoints/{endpointId}/messages/{messageId}/redeliver',
          { params: { path: { workspaceId, endpointId, messageId } } },
        ),
      ),
    onSuccess: () => refresh(REDELIVER_LOOK_MS),
  });
}
