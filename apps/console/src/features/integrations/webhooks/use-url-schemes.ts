// useUrlSchemes: the endpoint URL schemes this instance accepts (https, and http where the
// operator allows it), as the endpoint list states them; undefined until the list has loaded.
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '@/features/workspaces/workspace-context';
import { endpointsQuery } from './webhook-queries';
import type { UrlScheme } from './webhook-url';

export function useUrlSchemes(): readonly UrlScheme[] | undefined {
  const workspace = useWorkspace();
  return useQuery({ ...endpointsQuery(workspace.id), select: (list) => list.urlSchemes }).data;
}
