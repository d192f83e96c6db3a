// WorkspaceSwitcher: a disclosure in the header listing the user's workspaces; picking one
// opens the same section there (integrations stays integrations).
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/features/session/session-queries';
import { closeMenuOnEscape } from '@/shared/menu-keys';

const SECTIONS = ['integrations', 'campaigns', 'members'];

export function WorkspaceSwitcher() {
  const session = useSession();
  // The header sits above the workspace routes (no route params here): read the address.
  const [, first, workspaceId, sectionName] = useLocation().pathname.split('/');
  const menu = useRef<HTMLDetailsElement>(null);
  const workspaces = session.data?.workspaces ?? [];
  const current =
    first === 'workspaces'
      ? workspaces.find((item) => item.id.toLowerCase() === workspaceId?.toLowerCase())
      : undefined;
  const section = first === 'workspaces' ? SECTIONS.find((name) => sectionName === name) : undefined;

  if (workspaces.length === 0) return null;
  return (
    <details className="menu workspace-switcher" ref={menu} onKeyDown={closeMenuOnEscape}>
      <summary>
        <span className="visually-hidden">Switch workspace; current: </span>
        {current ? current.name : 'Workspaces'}
      </summary>
      <div className="menu-panel">
        <ul>
          {workspaces.map((workspace) => (
            <li key={workspace.id}>
              <Link
                to={`/workspaces/${workspace.id}${section ? `/${section}` : ''}`}
                aria-current={workspace.id === current?.id ? 'true' : undefined}
                onClick={() => menu.current?.removeAttribute('open')}
              >
                {workspace.name} <span className="role">{workspace.role}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/workspaces" onClick={() => menu.current?.removeAttribute('open')}>
          All workspaces
        </Link>
      </div>
    </details>
  );
}
