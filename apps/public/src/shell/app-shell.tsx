import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { useRef, type ReactNode } from 'react';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { useFocusKeptInMain } from './use-focus-kept-in-main.ts';

/**
 * Page frame of the applicant app: skip link, header band with the language
 * switch, and a centred, width-limited main column holding the routed page.
 * Its texts follow the active language.
 * Focus lost with a removed element comes back to the main column
 * (useFocusKeptInMain).
 */
export function AppShell({ children }: { children: ReactNode }) {
  useInterfaceLanguage();
  const main = useRef<HTMLElement>(null);
  useFocusKeptInMain(main);
  return (
    <div className="app-shell">
      <a className="app-skip-link" href="#main-content">
        {t`Skip to main content`}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <span className="app-header__brand">{t`Program Applications`}</span>
          <LanguageSwitch />
        </div>
      </header>
      <main ref={main} id="main-content" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
