import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import type { MenuLink } from './side-menu-groups.ts';

/** A side menu link as a router link to its /app route (spec §2 side menu). */
export function MenuLinkView({ link, children }: { link: MenuLink; children: ReactNode }) {
  switch (link.kind) {
    case 'programList':
      return <Link to="/admin/programs">{children}</Link>;
    case 'formsList':
      return <Link to="/admin/forms">{children}</Link>;
    case 'participants':
      return (
        <Link to="/$area/programs/$programId/participants" params={{ area: link.area, programId: String(link.programId) }}>
          {children}
        </Link>
      );
    case 'form':
      return (
        <Link to="/$area/forms/$programId" params={{ area: link.area, programId: String(link.programId) }}>
          {children}
        </Link>
      );
    case 'legends':
      return <Link to="/nfllegends/legends">{children}</Link>;
  }
}

/** Navigates to a side menu link's route (for the compact mode's pop-up menus). */
export function useFollowMenuLink(): (link: MenuLink) => void {
  const navigate = useNavigate();
  return useCallback(
    (link: MenuLink) => {
      switch (link.kind) {
        case 'programList':
          void navigate({ to: '/admin/programs' });
          return;
        case 'formsList':
          void navigate({ to: '/admin/forms' });
          return;
        case 'participants':
          void navigate({
            to: '/$area/programs/$programId/participants',
            params: { area: link.area, programId: String(link.programId) },
          });
          return;
        case 'form':
          void navigate({ to: '/$area/forms/$programId', params: { area: link.area, programId: String(link.programId) } });
          return;
        case 'legends':
          void navigate({ to: '/nfllegends/legends' });
      }
    },
    [navigate],
  );
}
