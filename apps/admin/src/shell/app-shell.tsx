import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Announcer } from './announcer.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useMenuMode } from './use-menu-mode.ts';

const menuId = 'side-menu';

/**
 * The layout of every /app page: a skip link, the top navbar (banner), the side
 * menu (navigation, in its mode), the page (main) and the polite live region
 * that announces the results of staff actions. Escape closes an overlay
 * menu and returns focus to the menu button.
 */
export function AppShell() {
  const { t } = useLingui();
  const { mode, cycle, closeOverlay } = useMenuMode();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mode !== 'overlay') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeOverlay();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mode, closeOverlay]);

  return (
    <div className={`app app--menu-${mode}`}>
      <a href="#main-content" className="skip-link">
        {t`Skip to main content`}
      </a>
      <TopBar menuId={menuId} menuMode={mode} onMenuButton={cycle} menuButtonRef={menuButton} />
      <div className="app__body">
        <SideMenu id={menuId} mode={mode} onCloseOverlay={closeOverlay} />
        <main id="main-content" className="app__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Announcer />
    </div>
  );
}
