import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Tooltip, TooltipTrigger } from 'react-aria-components';
import { usePermissions } from '../session/current-user-atom.ts';
import { icons } from './icons.tsx';
import { useMenuLabels, type MenuLabels } from './menu-labels.ts';
import { MenuLinkView, useFollowMenuLink } from './menu-link-view.tsx';
import type { MenuMode } from './menu-mode.ts';
import { sideMenuGroups, type MenuGroup } from './side-menu-groups.ts';
import { useDevMailboxAvailable } from './use-dev-mailbox-available.ts';
import { useFixedProgramIds } from './use-fixed-program-ids.ts';

/** Props of SideMenu: its element id (the menu button controls it), its mode, and how an overlay closes. */
export interface SideMenuProps {
  id: string;
  mode: MenuMode;
  /** Closes an overlay menu: called when a link is followed or the backdrop is clicked. */
  onCloseOverlay: () => void;
}

interface MenuContent {
  groups: MenuGroup[];
  labels: MenuLabels;
  showMailbox: boolean;
}

function FullMenu({ groups, labels, showMailbox }: MenuContent) {
  const { t } = useLingui();
  return (
    <>
      <Link to="/dashboards/analytics" className="side-menu__home">
        {icons.analytics()}
        <span>{t`Analytics`}</span>
      </Link>
      {groups.map((group) => (
        <div key={group.id} className="side-menu__group" role="group" aria-labelledby={`menu-group-${group.id}`}>
          <p id={`menu-group-${group.id}`} className="side-menu__heading">
            {labels.group(group.id)}
          </p>
          <ul className="side-menu__links">
            {group.links.map((link) => (
              <li key={link.kind}>
                <MenuLinkView link={link}>{labels.link(link)}</MenuLinkView>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {showMailbox ? (
        <Link to="/dev/mailbox" className="side-menu__extra">
          {icons.mailbox()}
          <span>{t`Dev Mailbox`}</span>
        </Link>
      ) : null}
    </>
  );
}

function RailTooltip({ children, label }: { children: ReactNode; label: string }) {
  return (
    <TooltipTrigger delay={300}>
      {children}
      <Tooltip placement="end" className="rail-tooltip">
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}

function CompactGroup({ group, labels }: { group: MenuGroup; labels: MenuLabels }) {
  const follow = useFollowMenuLink();
  const label = labels.group(group.id);
  if (group.links.length === 0) return null;
  return (
    <MenuTrigger>
      <RailTooltip label={label}>
        <Button className="side-menu__rail-button" aria-label={label}>
          {icons[group.id]()}
        </Button>
      </RailTooltip>
      <Popover placement="end top" className="side-menu__popover">
        <Menu aria-label={label} className="side-menu__popup-menu">
          {group.links.map((link) => (
            <MenuItem key={link.kind} id={link.kind} className="side-menu__popup-item" onAction={() => follow(link)}>
              {labels.link(link)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function CompactMenu({ groups, labels, showMailbox }: MenuContent) {
  const { t } = useLingui();
  const analytics = t`Analytics`;
  const mailbox = t`Dev Mailbox`;
  return (
    <ul className="side-menu__rail">
      <li>
        <RailTooltip label={analytics}>
          <Link to="/dashboards/analytics" className="side-menu__rail-button" aria-label={analytics}>
            {icons.analytics()}
          </Link>
        </RailTooltip>
      </li>
      {groups.map((group) => (
        <li key={group.id}>
          <CompactGroup group={group} labels={labels} />
        </li>
      ))}
      {showMailbox ? (
        <li>
          <RailTooltip label={mailbox}>
            <Link to="/dev/mailbox" className="side-menu__rail-button" aria-label={mailbox}>
              {icons.mailbox()}
            </Link>
          </RailTooltip>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The side menu (spec §2): Analytics, one labelled group per program family the
 * user may see (spec §6), and 'Dev Mailbox' when the dev mailbox exists. Shown
 * per its mode (see MenuMode): full beside the page, an icon rail whose groups
 * open pop-up menus, full over the page (with a backdrop), or not at all.
 */
export function SideMenu({ id, mode, onCloseOverlay }: SideMenuProps) {
  const { t } = useLingui();
  const permissions = usePermissions();
  const needsFixedIds = permissions.includes('menu.legends') || permissions.includes('menu.footballOps');
  const fixed = useFixedProgramIds(needsFixedIds);
  const showMailbox = useDevMailboxAvailable(permissions.includes('devMailbox.view'));
  const labels = useMenuLabels();
  const content: MenuContent = { groups: sideMenuGroups(permissions, fixed), labels, showMailbox };
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onCloseOverlay();
  };
  return (
    <>
      {mode === 'overlay' ? <div className="side-menu__backdrop" aria-hidden="true" onClick={onCloseOverlay} /> : null}
      <nav id={id} className={`side-menu side-menu--${mode}`} aria-label={t`Main menu`} hidden={mode === 'hidden'} onClick={closeOnLink}>
        {mode === 'compact' ? <CompactMenu {...content} /> : <FullMenu {...content} />}
      </nav>
    </>
  );
}
