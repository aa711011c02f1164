import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { usePermissions } from '../session/current-user-atom.ts';
import { sideMenuGroups, type MenuLink } from './side-menu-groups.ts';
import { useFixedProgramIds } from './use-fixed-program-ids.ts';

function MenuLinkView({ link }: { link: MenuLink }) {
  switch (link.kind) {
    case 'programList':
      return <Link to="/admin/programs">{link.label}</Link>;
    case 'formsList':
      return <Link to="/admin/forms">{link.label}</Link>;
    case 'participants':
      return (
        <Link to="/$area/programs/$programId/participants" params={{ area: link.area, programId: String(link.programId) }}>
          {link.label}
        </Link>
      );
    case 'form':
      return (
        <Link to="/$area/forms/$programId" params={{ area: link.area, programId: String(link.programId) }}>
          {link.label}
        </Link>
      );
  }
}

/** Props of SideMenu: whether it is open on narrow screens, and what a followed link does. */
export interface SideMenuProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

/**
 * The side menu (spec §2): one labelled group per program family the user may see
 * (spec §6). Always shown from 768px up; below, shown when opened from the top bar.
 */
export function SideMenu({ id, open, onNavigate }: SideMenuProps) {
  const permissions = usePermissions();
  const needsFixedIds = permissions.includes('menu.legends') || permissions.includes('menu.footballOps');
  const fixed = useFixedProgramIds(needsFixedIds);
  const groups = sideMenuGroups(permissions, fixed);
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate();
  };
  return (
    <nav id={id} className={open ? 'side-menu side-menu--open' : 'side-menu'} aria-label="Main menu" onClick={closeOnLink}>
      <Link to="/dashboards/analytics" className="side-menu__home">
        Analytics
      </Link>
      {groups.map((group) => (
        <div key={group.id} className="side-menu__group" role="group" aria-labelledby={`menu-group-${group.id}`}>
          <p id={`menu-group-${group.id}`} className="side-menu__heading">
            {group.label}
          </p>
          <ul className="side-menu__links">
            {group.links.map((link) => (
              <li key={link.label}>
                <MenuLinkView link={link} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
