// landingPath: where a signed-in user starts when no page was asked for: inside their workspace
// when they have exactly one (a list of one is a click for nothing), else the list to pick from.
import type { Session } from '@/api/console-types';

export function landingPath(session: Pick<Session, 'workspaces'> | null | undefined): string {
  const workspaces = session?.workspaces ?? [];
  return workspaces.length === 1 ? `/workspaces/${workspaces[0].id}` : '/workspaces';
}
