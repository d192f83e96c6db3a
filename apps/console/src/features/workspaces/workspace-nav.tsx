// WorkspaceNav: the sections of a workspace, the current one marked with aria-current. A section
// the role cannot open (Privacy needs privacy:manage) is not listed.
import { NavLink } from 'react-router';
import type { CurrentWorkspace } from './workspace-context';

interface WorkspaceNavProps {
  workspace: CurrentWorkspace;
}

export function WorkspaceNav({ workspace }: WorkspaceNavProps) {
  const base = `/workspaces/${workspace.id}`;
  const links = [
    { to: base, label: 'Home', end: true },
    { to: `${base}/integrations`, label: 'Integrations', end: false },
    { to: `${base}/campaigns`, label: 'Campaigns', end: false },
    { to: `${base}/members`, label: 'Members', end: false },
    ...(workspace.can('privacy:manage') ? [{ to: `${base}/privacy`, label: 'Privacy', end: false }] : []),
  ];
  return (
    <nav className="workspace-nav" aria-label={`Workspace ${workspace.name}`}>
      <p className="workspace-name" title={workspace.name}>
        {workspace.name}
        <span className="role">{workspace.role}</span>
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
