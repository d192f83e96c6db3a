// An event as the panel shows it beside a submission (GET .../events/{eventId}): its sent value,
// its current (net) value and its adjustments with their outcomes. Its cache key carries the
// panel's version (submission and status), so each change of the panel reads it again.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

export const eventQuery = (workspaceId: string, eventId: string, panelVersion: string) =>
  queryOptions({
    queryKey: ['workspaces', workspaceId, 'events', eventId, panelVersion],
    queryFn: () =>
      unwrap(
        api.GET('/v1/workspaces/{workspaceId}/events/{eventId}', {
          params: { path: { workspaceId, eventId } },
        }),
      ),
    // While the next version is read, the same event's last answer stays on screen.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === eventId ? previous : undefined,
  });
