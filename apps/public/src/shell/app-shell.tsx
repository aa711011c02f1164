import type { ReactNode } from 'react';

/**
 * Page frame of the applicant app: skip link, header band, and a centred,
 * width-limited main column holding the routed page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="app-skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <span className="app-header__brand">Program Applications</span>
        </div>
      </header>
      <main id="main-content" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
