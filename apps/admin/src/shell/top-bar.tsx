import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { signOut } from '../api/admin-user.ts';
import { useCurrentUser } from '../session/current-user-atom.ts';

/** Props of TopBar: the side menu toggle for narrow screens. */
export interface TopBarProps {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/**
 * The top navbar: menu toggle (narrow screens), product name, the signed-in
 * user's display name and 'Sign out' (POST /logout, then /app, which leads to sign-in).
 */
export function TopBar({ menuId, menuOpen, onToggleMenu }: TopBarProps) {
  const user = useCurrentUser();
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      window.location.assign('/app');
    }
  };
  return (
    <header className="top-bar">
      <Button
        className="top-bar__menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onPress={onToggleMenu}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Menu</span>
      </Button>
      <Link to="/" className="top-bar__brand">
        Huddle Admin
      </Link>
      <div className="top-bar__user">
        <span className="top-bar__name">{user.displayName}</span>
        <Button className="button button--quiet" isPending={signingOut} onPress={() => void onSignOut()}>
          Sign out
        </Button>
      </div>
    </header>
  );
}
