import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

const menuId = 'side-menu';

/**
 * The layout of every /app page: a skip link, the top navbar (banner), the side
 * menu (navigation) and the page (main).
 */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="app">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <TopBar menuId={menuId} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className="app__body">
        <SideMenu id={menuId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="main-content" className="app__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
