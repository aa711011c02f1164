import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type Ref } from 'react';
import { Button } from 'react-aria-components';
import { signOut } from '../api/admin-user.ts';
import { useCurrentUser } from '../session/current-user-atom.ts';
import { FullscreenButton } from './fullscreen-button.tsx';
import { icons } from './icons.tsx';
import { LanguagePicker } from './language-picker.tsx';
import type { MenuMode } from './menu-mode.ts';
import { SearchBox } from './search-box.tsx';

/** Props of TopBar: the side menu it controls, its shown mode, and the menu button's press. */
export interface TopBarProps {
  menuId: string;
  menuMode: MenuMode;
  onMenuButton: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

function useMenuModeText(mode: MenuMode): string {
  const { t } = useLingui();
  switch (mode) {
    case 'expanded':
      return t`Side menu expanded`;
    case 'compact':
      return t`Side menu collapsed to icons`;
    case 'overlay':
      return t`Side menu open over the page`;
    case 'hidden':
      return t`Side menu hidden`;
  }
}

/**
 * The top navbar (spec §2): the menu button (cycles the side menu modes), the
 * product name, the search box (→ /app/gogo/start/{keyword}), the language
 * dropdown, the fullscreen toggle, the signed-in user's name and 'Sign out'
 * (POST /logout, then /app, which leads to sign-in).
 */
export function TopBar({ menuId, menuMode, onMenuButton, menuButtonRef }: TopBarProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const modeText = useMenuModeText(menuMode);
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
        ref={menuButtonRef}
        className="top-bar__icon-button"
        aria-label={t`Menu`}
        aria-describedby="menu-mode-text"
        aria-controls={menuId}
        aria-expanded={menuMode !== 'hidden'}
        onPress={onMenuButton}
      >
        {icons.menu()}
      </Button>
      <span id="menu-mode-text" className="visually-hidden">
        {modeText}
      </span>
      <Link to="/" className="top-bar__brand">
        Huddle Admin
      </Link>
      <SearchBox onSearch={(keyword) => void navigate({ to: '/gogo/start/$keyword', params: { keyword } })} />
      <div className="top-bar__tools">
        <LanguagePicker />
        <FullscreenButton />
        <span className="top-bar__name">{user.displayName}</span>
        <Button className="button button--quiet top-bar__sign-out" isPending={signingOut} onPress={() => void onSignOut()}>
          {icons.signOut()}
          <span className="top-bar__collapsible">{t`Sign out`}</span>
        </Button>
      </div>
    </header>
  );
}
