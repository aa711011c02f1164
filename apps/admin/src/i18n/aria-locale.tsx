import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * Gives the React Aria controls the interface language (their own hidden
 * texts, e.g. a popover's 'Dismiss' button, and their number and date
 * formats), instead of the browser's: Spanish controls on a Spanish page.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <I18nProvider locale={i18n.locale || 'en'}>{children}</I18nProvider>;
}
